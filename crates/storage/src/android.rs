//! Android's save folder: the activity's `getFilesDir()`, asked through miniquad's JNI access.
//! Call it only once the game window (and so the activity) is running.

use std::ffi::CStr;
use std::path::PathBuf;

use macroquad::miniquad::native::android::{ACTIVITY, attach_jni_env, ndk_sys};

/// The app's internal files folder, e.g. `/data/user/0/<package>/files`.
pub fn files_dir() -> Option<PathBuf> {
    // SAFETY: miniquad keeps `ACTIVITY` as a global reference to the running activity and
    // `attach_jni_env` attaches this thread to the VM; every JNI result is checked for null and
    // for a pending Java exception before it is used.
    unsafe {
        let activity = ACTIVITY;
        if activity.is_null() {
            return None;
        }
        let env = attach_jni_env();
        let file = call_object_method(env, activity, c"getFilesDir", c"()Ljava/io/File;")?;
        let path = call_object_method(env, file, c"getAbsolutePath", c"()Ljava/lang/String;");
        delete_local_ref(env, file);
        let path = path?;
        let text = java_string(env, path);
        delete_local_ref(env, path);
        text.map(PathBuf::from)
    }
}

/// Calls the no-argument method `name` with signature `sig` on `object`.
unsafe fn call_object_method(
    env: *mut ndk_sys::JNIEnv,
    object: ndk_sys::jobject,
    name: &CStr,
    sig: &CStr,
) -> Option<ndk_sys::jobject> {
    // SAFETY: `env` is an attached JNI environment and `object` a live reference (caller).
    unsafe {
        let class = ((**env).GetObjectClass?)(env, object);
        if class.is_null() {
            return None;
        }
        let method = ((**env).GetMethodID?)(env, class, name.as_ptr(), sig.as_ptr());
        delete_local_ref(env, class);
        if method.is_null() || take_exception(env) {
            return None;
        }
        let result = ((**env).CallObjectMethod?)(env, object, method);
        if take_exception(env) || result.is_null() {
            return None;
        }
        Some(result)
    }
}

/// A Java string as Rust text (`None` if it is not valid UTF-8).
unsafe fn java_string(env: *mut ndk_sys::JNIEnv, string: ndk_sys::jobject) -> Option<String> {
    // SAFETY: `string` is a live java.lang.String reference (caller); the characters are
    // copied before they are released.
    unsafe {
        let chars = ((**env).GetStringUTFChars?)(env, string, std::ptr::null_mut());
        if chars.is_null() {
            return None;
        }
        let text = CStr::from_ptr(chars).to_str().ok().map(str::to_string);
        ((**env).ReleaseStringUTFChars?)(env, string, chars);
        text
    }
}

/// Clears a pending Java exception; true if there was one.
unsafe fn take_exception(env: *mut ndk_sys::JNIEnv) -> bool {
    // SAFETY: `env` is an attached JNI environment (caller).
    unsafe {
        let pending = (**env).ExceptionCheck.is_some_and(|check| check(env) != 0);
        if pending && let Some(clear) = (**env).ExceptionClear {
            clear(env);
        }
        pending
    }
}

/// Frees a local reference early (the thread may live as long as the game).
unsafe fn delete_local_ref(env: *mut ndk_sys::JNIEnv, object: ndk_sys::jobject) {
    // SAFETY: `object` is a local reference owned by this frame (caller).
    unsafe {
        if let Some(delete) = (**env).DeleteLocalRef {
            delete(env, object);
        }
    }
}
