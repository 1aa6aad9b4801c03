// The browser side of the quad-storage crate (quad-storage-sys imports these functions):
// localStorage behind sapp_jsutils' object handles. The crate ships no JS, so hexkick keeps
// this small implementation of its imports. Load after sapp_jsutils.js.
// scripts/web-build replaces @QUAD_STORAGE_SYS_VERSION@ with the locked crate's version
// number, encoded as the crate encodes it ((major << 24) + (minor << 16) + patch).
"use strict";

(function () {
    function has(value) {
        return value === null || value === undefined ? 0 : 1;
    }

    function register_plugin(importObject) {
        const env = importObject.env;
        env.quad_storage_length = function () {
            return window.localStorage.length;
        };
        env.quad_storage_has_key = function (i) {
            return has(window.localStorage.key(i));
        };
        env.quad_storage_key = function (i) {
            return js_object(window.localStorage.key(i));
        };
        env.quad_storage_has_value = function (key) {
            return has(window.localStorage.getItem(get_js_object(key)));
        };
        env.quad_storage_get = function (key) {
            return js_object(window.localStorage.getItem(get_js_object(key)));
        };
        env.quad_storage_set = function (key, value) {
            window.localStorage.setItem(get_js_object(key), get_js_object(value));
        };
        env.quad_storage_remove = function (key) {
            window.localStorage.removeItem(get_js_object(key));
        };
        env.quad_storage_clear = function () {
            window.localStorage.clear();
        };
    }

    miniquad_add_plugin({
        register_plugin,
        version: @QUAD_STORAGE_SYS_VERSION@,
        name: "quad_storage",
    });
})();
