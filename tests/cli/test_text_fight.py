"""`fight` in text mode: the heroes' decisions typed at the keyboard, the automatic Quest
Master for the bad guys, the result back in the story. Headless: a script, or a stand-in
typist reading the fight as a player reads the screen."""

from __future__ import annotations

import io
import re

from rich.console import Console

from questboard.adventure import prompts as P
from questboard.cli import fightcommands as C
from questboard.cli.main import main
from questboard.cli.text import TextTable
from questboard.combat.authority import waiting_for
from questboard.combat.damage import hurt
from questboard.play import new_game
from questboard.rules.vitality import default_injury_choice

# example-short up to its first fight (the monastery yard; the heroes go first).
TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]
AFTER_VICTORY = "The freed monks"
AFTER_DEFEAT = "You wake in the cellar"


def _script(tmp_path, lines, *extra):
    path = tmp_path / "answers.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(path), *extra])


class Typist:
    """Types what a plain player would: strike a foe in reach, else shoot, else close in,
    else end the turn; a refused command makes it try the next idea."""

    def __init__(self, first: list) -> None:
        self.lines = list(first)  # typed first, as they are (a callable reads the fight)
        self.table: TextTable | None = None
        self.tries: dict[tuple, int] = {}
        self.typed: list[str] = []

    def __call__(self, prompt: str = "") -> str:
        line = self._next()
        self.typed.append(line)
        return line

    def _next(self) -> str:
        table = self.table
        if self.lines:
            step = self.lines.pop(0)
            if not callable(step):
                return step
            line = step(table.game.fight)
            table.game.revision += 1  # the step changed the fight behind the game's back
            return line
        if table.game.fight is None:
            prompt = table.game.prompt
            if isinstance(prompt, P.SettleFirst):
                game = table.game.state
                hero = game.hero(game.pending_injuries[0].hero)
                attribute, discard = default_injury_choice(game, hero)
                return f"injury {hero.id} {attribute or 'none'}" + (f" {discard}" if discard else "")
            return "quit"
        fight = table.game.fight
        w = waiting_for(fight)
        if "ResolveInjury" in w.allowed:
            return "injury"
        if "Modify" in w.allowed or "RefreshGift" in w.allowed or fight.reaction is not None:
            return "pass"  # a refresh after a 9 (R44) let go as well
        key = (fight.round, fight.active, fight.turn.moves, fight.turn.actions)
        tried = self.tries.get(key, 0)
        self.tries[key] = tried + 1
        ideas = self._ideas(fight, fight.fighters[w.who])
        return ideas[min(tried, len(ideas) - 1)]

    def _ideas(self, fight, hero) -> list[str]:
        bf = fight.field
        foes = sorted((f for f in fight.in_play() if not f.is_hero),
                      key=lambda f: bf.edge_distance(hero.id, f.id))
        names = [C.short_name(self.table.game, f.id) for f in foes]
        touching = [n for f, n in zip(foes, names, strict=True) if bf.touching(hero.id, f.id)]
        ideas = [f"attack {n}" for n in touching]
        if not touching:
            if hero.card.range_bar:
                ideas += [f"shoot {n}" for n in names[:2]]
            ideas += [f"move to {names[0]}", f"move toward {names[0]}"]
        return ideas + ["end"]


def _play_at_the_keyboard(typist: Typist, public: bool = False, options=()) -> tuple[TextTable, str]:
    game = new_game("example-short", ("karomin", "alondis"), 7, options)
    out = io.StringIO()
    console = Console(file=out, width=100, highlight=False)
    console.input = typist  # the keyboard
    table = TextTable(game, console, None, public=public)
    typist.table = table
    table.play(None)
    return table, out.getvalue()


def test_a_fight_typed_at_the_keyboard_is_fought_to_its_end_and_the_story_goes_on():
    typist = Typist(TO_THE_FIGHT + ["fight", "look"])
    table, out = _play_at_the_keyboard(typist)
    fight_lines = typist.typed[len(TO_THE_FIGHT):]
    assert "auto" not in fight_lines  # every hero decision was typed
    assert any(t.startswith("attack ") for t in fight_lines)
    assert any(t.startswith("move ") for t in fight_lines)
    assert "Victory after" in out or "Defeat after" in out
    assert AFTER_VICTORY in out or AFTER_DEFEAT in out  # back in the story
    assert "Traceback" not in out
    assert not isinstance(table.game.prompt, P.CombatRequest)
    assert any("fight" in a for a in table.game.actions)  # the fight's own actions are logged


def test_the_look_table_shows_every_fighter_with_gap_and_sight_from_the_hero():
    typist = Typist(TO_THE_FIGHT + ["fight", "look", "quit"])
    _, out = _play_at_the_keyboard(typist)
    for word in ("who", "touching", "gap", "sight", "Orc Warrior 1", "Orc Warrior 4", "Karomin", "Alondis",
                 "Victory: vanquish every bad guy", "Karomin carries", "1 move and 1 action left"):
        assert word in out


def test_a_refused_command_gives_the_engines_reason_in_one_line_and_asks_again():
    typist = Typist(TO_THE_FIGHT + ["fight", "attack orc-3", "dance", "end", "quit"])
    _, out = _play_at_the_keyboard(typist)
    assert "Orc Warrior 3 is not touching Karomin" in out
    assert "'dance' is not a fight command" in out
    assert "Alondis, round 1" in out  # 'end' was taken after the refusals
    assert "Traceback" not in out and "left unfinished" in out


def test_an_injury_chosen_in_the_fight_is_settled_once_and_the_story_does_not_ask_again():
    def struck_down(fight):  # a blow from nowhere: Karomin goes down at once
        karomin = fight.fighters["karomin"]
        hurt(fight, karomin, karomin.hero.vitality)
        return "injury none"

    typist = Typist(TO_THE_FIGHT + ["fight", struck_down, "auto"])
    table, out = _play_at_the_keyboard(typist)
    assert "Karomin is out of the fight" in out
    game = table.game.state
    assert not game.pending_injuries
    assert not any(t.startswith("injury karomin") for t in typist.typed)  # not asked twice
    assert out.count("Karomin suffers a serious injury") == 1
    story = re.split(r" rounds?: ", out)[-1]  # after the fight's verdict
    assert "takes" not in story.split("\n")[1]  # no damage told again


def test_a_scripted_fight_mixes_typed_turns_with_an_automatic_finish(tmp_path, capsys):
    code = _script(tmp_path, TO_THE_FIGHT + [
        "fight", "look", "help", "move toward orc-4", "end", "ALONDIS: move toward orc-3",
        "end", "auto", "quit"])
    out = capsys.readouterr().out
    assert code == 0
    assert "The fight is yours" in out and "Karomin moves 0.80 LU" in out
    assert "Alondis moves" in out  # short of Karomin, who stands in the way
    assert "Victory after" in out or "Defeat after" in out
    assert AFTER_VICTORY in out or AFTER_DEFEAT in out


def test_a_bad_fight_command_in_a_script_names_its_line(tmp_path, capsys):
    assert _script(tmp_path, TO_THE_FIGHT + ["fight", "dance"]) == 1
    err = capsys.readouterr().err
    assert "answers.txt line 8" in err and "'dance' is not a fight command" in err
    assert "Traceback" not in err


def test_a_refused_fight_command_in_a_script_names_its_line_and_the_reason(tmp_path, capsys):
    assert _script(tmp_path, TO_THE_FIGHT + ["fight", "look", "attack orc-3"]) == 1
    err = capsys.readouterr().err
    assert "answers.txt line 9" in err and "refused: Orc Warrior 3 is not touching Karomin" in err


def test_a_script_that_runs_out_in_a_fight_says_what_the_fight_waits_for(tmp_path, capsys):
    assert _script(tmp_path, TO_THE_FIGHT + ["fight"]) == 1
    err = capsys.readouterr().err
    assert "ran out" in err and "Karomin's turn" in err


def test_fight_is_no_answer_when_there_is_no_fight(tmp_path, capsys):
    assert _script(tmp_path, ["fight"]) == 1
    assert "there is no fight now" in capsys.readouterr().err


def test_quitting_a_fight_keeps_the_fight_in_the_autosave(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert _script(tmp_path, TO_THE_FIGHT + ["fight", "end", "quit"], "--save", str(save)) == 0
    assert "left unfinished" in capsys.readouterr().out
    rest = tmp_path / "rest.txt"
    rest.write_text("look\nauto\nquit\n", encoding="utf-8")
    assert main(["text", "--load", str(save) + ".autosave", "--script", str(rest)]) == 0
    out = capsys.readouterr().out
    assert "Alondis, round 1" in out  # Karomin's ended turn is still over
    assert "Victory after" in out or "Defeat after" in out


def test_save_in_a_fight_resumes_in_that_fight(tmp_path, capsys):
    save = tmp_path / "mid.json"
    assert _script(tmp_path, TO_THE_FIGHT + ["fight", "move toward orc-4", "save", "quit"],
                   "--save", str(save)) == 0
    assert "Saved to" in capsys.readouterr().out
    rest = tmp_path / "rest.txt"
    rest.write_text("end\nauto\nquit\n", encoding="utf-8")
    assert main(["text", "--load", str(save), "--script", str(rest)]) == 0
    out = capsys.readouterr().out
    assert "Resumed" in out and "Victory after" in out or "Defeat after" in out


UNCERTAIN = (("uncertain_circumstances", True),)


def test_under_uncertain_circumstances_only_the_qm_sees_the_goals_before_the_fight():
    _, out = _play_at_the_keyboard(Typist(TO_THE_FIGHT + ["quit"]), options=UNCERTAIN)
    assert "QM ▸ Victory when all bad guys are vanquished" in out
    _, public = _play_at_the_keyboard(Typist(TO_THE_FIGHT + ["quit"]), public=True, options=UNCERTAIN)
    assert "Fight on The Monastery Yard" in public and "Victory when" not in public


def test_under_uncertain_circumstances_the_fight_keeps_its_goals_until_it_ends():
    typist = Typist(TO_THE_FIGHT + ["fight", "look", "auto"])
    _, out = _play_at_the_keyboard(typist, public=True, options=UNCERTAIN)
    fight = out[out.index("The fight is yours"):]
    before_end = fight[:fight.index("The fight is over")]
    assert "The goals stay secret" in before_end
    assert "vanquish every bad guy" not in before_end
    assert "Victory after" in fight or "Defeat after" in fight


def test_draw_pictures_the_field_in_the_middle_of_a_fight(tmp_path, capsys):
    picture = tmp_path / "field.png"
    assert _script(tmp_path, TO_THE_FIGHT + ["fight", f"draw {picture}", "quit"]) == 0
    assert "Drew the field to" in capsys.readouterr().out and picture.exists()
    import pygame

    image = pygame.image.load(str(picture))
    assert image.get_width() > 400 and image.get_height() > 300
