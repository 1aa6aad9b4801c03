// hexkick's own imports for the wasm module: switches given in the page's address.
// `index.html?test` turns on the game's test mode (log lines for the browser test), as
// `--test-mode` does on the command line. Rust side: src/web_page.rs.
"use strict";

(function () {
    function register_plugin(importObject) {
        // 1 when the page address has ?NAME or &NAME (with or without a value), else 0.
        importObject.env.hexkick_page_flag = function (ptr, len) {
            const name = UTF8ToString(ptr, len);
            return new URLSearchParams(window.location.search).has(name) ? 1 : 0;
        };
    }

    miniquad_add_plugin({ register_plugin, version: 1, name: "hexkick" });
})();
