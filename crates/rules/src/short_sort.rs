//! Sorting the short lists the game sorts: a squad's players, a table of teams, the opponents
//! in a zone, a flick's samples.
//!
//! The standard library's stable sort is fast on long slices but large: each slice type and
//! comparator it sorts brings 7-15 KB of code, which the web page carried some fifteen times.
//! These binary insertion sorts are a few hundred bytes each, stable like [`slice::sort_by`]
//! (equal items keep their order, so the result is the standard sort's, item for item), and as
//! quick on the few dozen items each list holds. Long lists (the AI's candidate kicks) keep the
//! standard sort.

use core::cmp::Ordering;

/// Sorts `items` by `compare`, stably (as [`slice::sort_by`] does).
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for next in 1..items.len() {
        let (sorted, rest) = items.split_at(next);
        // After every item that is not greater: equal items keep their order.
        let at = sorted.partition_point(|item| compare(item, &rest[0]) != Ordering::Greater);
        items[at..=next].rotate_right(1);
    }
}

/// Sorts `items` by the key `key` gives, stably (as [`slice::sort_by_key`] does).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their order, stably (as [`slice::sort`] does).
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::{sort, sort_by, sort_by_key};

    /// A deterministic list of `n` pairs with many equal keys.
    fn pairs(n: u32, seed: u32) -> Vec<(u32, u32)> {
        let mut x = seed;
        (0..n)
            .map(|i| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                ((x >> 16) % 7, i)
            })
            .collect()
    }

    /// Greater first keys first.
    fn descending(a: &(u32, u32), b: &(u32, u32)) -> core::cmp::Ordering {
        b.0.cmp(&a.0)
    }

    #[test]
    fn the_result_is_the_standard_stable_sort_item_for_item() {
        for n in [0, 1, 2, 3, 8, 31, 200] {
            for seed in 0..20 {
                let list = pairs(n, seed);
                let mut ours = list.clone();
                let mut standard = list.clone();
                sort_by_key(&mut ours, |p| p.0);
                standard.sort_by_key(|p| p.0);
                assert_eq!(ours, standard, "n {n}, seed {seed}: stable by key");
                let (mut ours, mut standard) = (list.clone(), list.clone());
                sort_by(&mut ours, descending);
                standard.sort_by(descending);
                assert_eq!(ours, standard, "n {n}, seed {seed}: descending");
                let (mut ours, mut standard) = (list.clone(), list);
                sort(&mut ours);
                standard.sort();
                assert_eq!(ours, standard, "n {n}, seed {seed}: in order");
            }
        }
    }

    #[test]
    fn floats_sort_by_total_order() {
        let mut values = [2.5, -1.0, f64::INFINITY, 0.0, -0.0, 2.5, 1e-9];
        sort_by(&mut values, f64::total_cmp);
        assert_eq!(values, [-1.0, -0.0, 0.0, 1e-9, 2.5, 2.5, f64::INFINITY]);
    }
}
