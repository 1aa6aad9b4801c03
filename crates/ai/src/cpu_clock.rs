//! The CPU time the current thread has used, for decision timings that mean something on a
//! machine shared with other work (wall clock also counts the time a thread waits for a core).

/// The calling thread's CPU time so far in nanoseconds: the first field of Linux's
/// `/proc/thread-self/schedstat`, kept open by each thread and read again from its start (one
/// system call a reading: the headless matches read it twice a decision). `None` where it
/// cannot be read (other systems, or a kernel that does not keep it and reports 0).
#[cfg(target_os = "linux")]
pub fn thread_cpu_ns() -> Option<u64> {
    use std::fs::File;
    use std::os::unix::fs::FileExt;
    thread_local! {
        static SCHEDSTAT: Option<File> = File::open("/proc/thread-self/schedstat").ok();
    }
    SCHEDSTAT.with(|file| {
        let mut text = [0u8; 96];
        let read = file.as_ref()?.read_at(&mut text, 0).ok()?;
        let text = std::str::from_utf8(text.get(..read)?).ok()?;
        let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
        (ns > 0).then_some(ns)
    })
}

/// No thread clock on other systems.
#[cfg(not(target_os = "linux"))]
pub fn thread_cpu_ns() -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn busy_work_advances_the_thread_clock() {
        let Some(before) = thread_cpu_ns() else {
            return; // no thread clock here: nothing to check
        };
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = std::hint::black_box(x.wrapping_add(i));
        }
        let after = thread_cpu_ns().unwrap_or(0);
        assert!(after > before, "{before} -> {after} ns (x = {x})");
    }
}
