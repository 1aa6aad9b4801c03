//! The match's words in French: a narrated log line, a duel, and a rules refusal whose reason
//! is written in the core (`because("...")`) all come out French under `Lang::Fr`.

use super::*;
use hexkick_i18n::{Lang, with_lang};
use hexkick_rules::command::{Command, KeeperStance};
use hexkick_rules::event::Event;
use hexkick_rules::state::Phase;
use hexkick_rules::testkit::{cell, id, position};

fn quick() -> MatchSetup {
    MatchSetup::quick(Coach::Human, Coach::Human, 21)
}

#[test]
fn a_narrated_log_line_comes_out_french() {
    let setup = quick();
    let state = position(&[(10, "D6", "")], &[(4, "E8", "")], "home:10", Phase::One);
    let events = [
        Event::Move {
            player: id("away:4"),
            from: cell("E8"),
            to: cell("E7"),
        },
        Event::Foul {
            by: id("away:4"),
            at: cell("E7"),
        },
        Event::HalfTime,
    ];
    let english = with_lang(Lang::En, || Narrator::new(&state, &setup).lines(&events));
    let french = with_lang(Lang::Fr, || Narrator::new(&state, &setup).lines(&events));
    assert_eq!(english[0], "Red 4 moves E8 → E7");
    // The game's own sides are named in French too (Rouge, Bleu).
    assert_eq!(french[0], "Rouge 4 se déplace E8 → E7");
    assert_eq!(french[1], "Faute de Rouge 4 en E7");
    assert_eq!(french[2], "Mi-temps : Bleu 0 – 0 Rouge");
}

#[test]
fn a_refusal_reason_written_in_the_core_comes_out_french() {
    let setup = quick();
    let state = position(&[(9, "E6", "")], &[(1, "E11", "V")], "home:9", Phase::One);
    let command = Command::SetKeeper {
        keeper: id("away:1"),
        cell: cell("E11"),
        stance: KeeperStance::Standing,
    };
    let refused = hexkick_rules::check::check(&state, &command).expect_err("no shot declared");
    let english = with_lang(Lang::En, || reasons::rule_error(&setup, &refused));
    let french = with_lang(Lang::Fr, || reasons::rule_error(&setup, &refused));
    assert_eq!(
        english,
        "The goalkeeper cannot be set like this: no shot has been declared"
    );
    assert_eq!(
        french,
        "Le gardien ne peut pas se placer ainsi : aucun tir n'a été déclaré"
    );
}
