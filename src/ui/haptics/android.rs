//! Android's vibrator: `getSystemService("vibrator")` on the activity, then
//! `vibrate(VibrationEffect.createOneShot(ms, amplitude))` (API 26, the app's minimum), through
//! miniquad's JNI access. Needs the manifest's `android.permission.VIBRATE`. Every JNI result
//! is checked for null and for a pending Java exception; a failure only loses the tick.

use macroquad::miniquad::native::android::{ACTIVITY, attach_jni_env, ndk_sys};
use std::ffi::CStr;

/// Vibrates for `ms` milliseconds at `amplitude` (1 to 255).
pub fn vibrate(ms: u32, amplitude: u8) {
    // SAFETY: miniquad keeps `ACTIVITY` as a global reference to the running activity and
    // `attach_jni_env` attaches this thread to the VM; each reference made here is checked
    // before use and freed once used.
    unsafe {
        let activity = ACTIVITY;
        if activity.is_null() {
            return;
        }
        let env = attach_jni_env();
        let Some(vibrator) = vibrator(env, activity) else {
            return;
        };
        if let Some(effect) = one_shot(env, ms, amplitude) {
            call_void(
                env,
                vibrator,
                c"vibrate",
                c"(Landroid/os/VibrationEffect;)V",
                &[ndk_sys::jvalue { l: effect }],
            );
            delete_local_ref(env, effect);
        }
        delete_local_ref(env, vibrator);
    }
}

/// The activity's Vibrator service.
unsafe fn vibrator(
    env: *mut ndk_sys::JNIEnv,
    activity: ndk_sys::jobject,
) -> Option<ndk_sys::jobject> {
    // SAFETY: `env` is attached and `activity` live (caller).
    unsafe {
        let name = ((**env).NewStringUTF?)(env, c"vibrator".as_ptr());
        if name.is_null() || take_exception(env) {
            return None;
        }
        let class = ((**env).GetObjectClass?)(env, activity);
        let method = ((**env).GetMethodID?)(
            env,
            class,
            c"getSystemService".as_ptr(),
            c"(Ljava/lang/String;)Ljava/lang/Object;".as_ptr(),
        );
        delete_local_ref(env, class);
        let service = if method.is_null() || take_exception(env) {
            std::ptr::null_mut()
        } else {
            ((**env).CallObjectMethodA?)(
                env,
                activity,
                method,
                [ndk_sys::jvalue { l: name }].as_ptr(),
            )
        };
        delete_local_ref(env, name);
        (!take_exception(env) && !service.is_null()).then_some(service)
    }
}

/// `VibrationEffect.createOneShot(ms, amplitude)`.
unsafe fn one_shot(env: *mut ndk_sys::JNIEnv, ms: u32, amplitude: u8) -> Option<ndk_sys::jobject> {
    // SAFETY: `env` is attached (caller); the class reference is freed before returning.
    unsafe {
        let class = ((**env).FindClass?)(env, c"android/os/VibrationEffect".as_ptr());
        if class.is_null() || take_exception(env) {
            return None;
        }
        let create = ((**env).GetStaticMethodID?)(
            env,
            class,
            c"createOneShot".as_ptr(),
            c"(JI)Landroid/os/VibrationEffect;".as_ptr(),
        );
        let effect = if create.is_null() || take_exception(env) {
            std::ptr::null_mut()
        } else {
            let args = [
                ndk_sys::jvalue {
                    j: ndk_sys::jlong::from(ms),
                },
                ndk_sys::jvalue {
                    i: ndk_sys::jint::from(amplitude.max(1)),
                },
            ];
            ((**env).CallStaticObjectMethodA?)(env, class, create, args.as_ptr())
        };
        delete_local_ref(env, class);
        (!take_exception(env) && !effect.is_null()).then_some(effect)
    }
}

/// Calls the void method `name` with signature `sig` on `object` with `args`.
unsafe fn call_void(
    env: *mut ndk_sys::JNIEnv,
    object: ndk_sys::jobject,
    name: &CStr,
    sig: &CStr,
    args: &[ndk_sys::jvalue],
) {
    // SAFETY: `env` is attached and `object` live (caller).
    unsafe {
        let (Some(get_class), Some(get_method), Some(call)) = (
            (**env).GetObjectClass,
            (**env).GetMethodID,
            (**env).CallVoidMethodA,
        ) else {
            return;
        };
        let class = get_class(env, object);
        if class.is_null() {
            return;
        }
        let method = get_method(env, class, name.as_ptr(), sig.as_ptr());
        delete_local_ref(env, class);
        if !method.is_null() && !take_exception(env) {
            call(env, object, method, args.as_ptr());
            take_exception(env);
        }
    }
}

/// Clears a pending Java exception (a missing permission, a missing vibrator); true if
/// there was one.
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

/// Frees a local reference early (the game's thread lives as long as the game).
unsafe fn delete_local_ref(env: *mut ndk_sys::JNIEnv, object: ndk_sys::jobject) {
    // SAFETY: `object` is a local reference owned by this frame (caller).
    unsafe {
        if let Some(delete) = (**env).DeleteLocalRef {
            delete(env, object);
        }
    }
}
