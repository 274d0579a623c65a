"""The window under random input and after an unexpected error: no exception escapes, the
rules' invariants hold, and a crash shows where its report is instead of vanishing."""

from __future__ import annotations

import functools
import random

import pygame
from pygame_gui.elements import UIButton

from questboard.rules import actions as R
from questboard.ui.crashed import Crashed
from questboard.ui.drawing import look
from questboard.ui.launcher.scene import Launcher
from questboard.ui.table.scene import Table
from tests.ui.helpers import frames, open_app

INPUTS = 5100  # in all, spread over the scenes; each a click, a drag, a wheel turn or a key
PER_FRAME = 10  # inputs between two frames drawn (a quick hand; keeps the test short)
WANDER = 40  # inputs away from the scene under test before the monkey is put back in it
ENTRIES = 3  # at most this many times a scene (a dialog answered is gone: an injury, a quit)
SIZE = (960, 540)  # the smallest window the app allows: the tightest layout, the cheapest frames
KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_SPACE, pygame.K_RETURN, pygame.K_z,
        pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_p, pygame.K_s,
        pygame.K_r, pygame.K_g, pygame.K_q, pygame.K_e, pygame.K_TAB] * 3 + [pygame.K_ESCAPE, pygame.K_h,
                                                                           pygame.K_SLASH]
# (Esc, H and ? open and close dialogs: rarer, or the monkey spends its time in the Keys list)
MIN_ON_PURPOSE = 20  # inputs that land while the scene under test is on screen, at least
SAFE = "abcdefghijklmnopqrstuvwxyz0123456789-"  # typed names never become paths
LEARNING = "the-harbor-treasure"


def _qm_only(app) -> set[str]:
    """Every string meant for the Quest Master alone, as far as the game has gone: the
    paragraph's notes, the hidden log, the automatic Quest Master's reasons."""
    game = getattr(app.scene, "game", None)
    if game is None:
        return set()
    secret = set(game.paragraph_view().qm_notes)
    names = game.names()
    secret |= {t.describe(names) for t in game.told if not t.public}
    secret |= {why for _, why in getattr(app.scene, "qm_why", ())}
    return {s for s in secret if len(s) > 3}


_CHECKED: list = [None]  # the game state last checked: unchanged, it needs no second look


def _invariants(app) -> None:
    """The rules' invariants, the Quest Master's hand kept out of the public view, and no
    string meant for him alone in it (nor in the table window, when it is open)."""
    scene = app.scene
    assert not isinstance(scene, Crashed)
    game = getattr(scene, "game", None)
    if game is None:
        return
    shared = app.table_window
    stamp = (id(game), len(game.actions), len(game.told), len(getattr(scene, "qm_why", ())),
             id(shared), tuple(getattr(shared, "texts", ()) or ()))
    if _CHECKED[0] == stamp:
        return
    _CHECKED[0] = stamp
    settling = type(game.prompt).__name__ in ("SettleFirst", "CombatRequest") or game.fight is not None
    for h in game.state.heroes:
        assert 0 <= h.vitality <= h.max_vitality
        assert h.gold >= 0
        for a, v in h.attributes.items():
            bar = h.card.bar(a)
            assert bar.start <= v <= bar.max
        if h.over_equipment_limit() or h.over_gift_limit():
            assert settling, f"{h.name} over a limit while the game goes on"
    hand = list(game.state.qm_hand)  # the public view must not depend on the hand at all
    public = repr(game.public_view())
    game.state.qm_hand[:] = []
    try:
        assert repr(game.public_view()) == public, "the Quest Master's hand shows in the public view"
    finally:
        game.state.qm_hand[:] = hand
    shown = [public] + list(getattr(app.table_window, "texts", ()) or ())
    leaked = {s for s in _qm_only(app) if any(s in text for text in shown)}
    assert not leaked, f"meant for the Quest Master alone, in the public view: {leaked}"


def _targets(app) -> list:
    """What a person would aim at: live buttons, the launcher's cards, the sheets' cards,
    the bases on the battlefield."""
    out = [el.rect.center for el in app.manager.get_sprite_group().sprites()
           if isinstance(el, UIButton) and el.alive() and el.visible]
    scene = app.scene
    out += [r.center for r, _, _ in getattr(scene, "hits", ())]
    out += [c.rect.center for c in getattr(scene, "chips", ())]
    camera, game = getattr(scene, "camera", None), getattr(scene, "game", None)
    if camera is not None and game is not None and game.fight is not None:
        out += [tuple(round(v) for v in camera.to_px(p.at)) for p in game.fight.field.pieces.values()]
    return out


def _post(app, rng) -> None:
    w = app.window
    size = app.size
    roll = rng.random()
    aims = _targets(app)
    pos = rng.choice(aims) if aims and rng.random() < 0.75 else (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.55:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), window=w))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)), window=w))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, window=w))
    elif roll < 0.7:
        end = rng.choice(aims) if aims and rng.random() < 0.5 else (rng.randrange(size[0]), rng.randrange(size[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, window=w))
        for t in (0.5, 1.0):
            mid = (round(pos[0] + (end[0] - pos[0]) * t), round(pos[1] + (end[1] - pos[1]) * t))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0), window=w))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, window=w))
    elif roll < 0.76:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                             precise_x=0.0, precise_y=0.0, touch=False, window=w))
    elif roll < 0.8:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(SAFE), window=w))
    else:
        k = rng.choice(KEYS) if rng.random() > 0.004 else pygame.K_F11  # full screen now and then
        mod = pygame.KMOD_CTRL if k == pygame.K_z else (pygame.KMOD_SHIFT if rng.random() < 0.1 else 0)
        text = {pygame.K_SLASH: "?"}.get(k, pygame.key.name(k)[:1] if k < 256 else "")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=text, mod=mod, scancode=0, window=w))


# Setting the scenes up ---------------------------------------------------------------------
def _table(app, heroes=("karomin", "alondis", "cessair"), seed=1, then=None, game=None):
    # Seed 1 with Powerful Hero Groups: the Quest Master holds Bad Omen (for any time)
    # beside events for fights. Everything is set up by actions, so undo can replay it.
    from questboard.play import new_game

    game = game or new_game(LEARNING, heroes, seed, (("powerful_group", len(heroes) >= 3),))
    t = Table(app, game)
    app.show(t)
    if then is not None:
        then(t)
    frames(app, 1)
    return app.scene


def _shop(t):
    from questboard.adventure.actions import Choose

    assert t.act(Choose(1))
    assert type(t.game.prompt).__name__ == "Shop"


def _sheets(t):
    _shop(t)
    for h in ("karomin", "alondis"):
        assert t.act(R.BuyItem(h, "potion-of-healing"))
    t.draw(t.app.surface)  # the sheets laid out: their cards have places
    assert t.chips


def _open(kind):
    def go(t):
        t.open_overlay(kind(t))
    return go


def _use_a_potion(t):
    from questboard.ui.asking import Offer
    from questboard.ui.table import card_menu

    _sheets(t)
    chip = next(c for c in t.chips if c.card == "potion-of-healing")
    card_menu.pick(t, card_menu.use_of(t, Offer.of(t.game), chip))
    assert type(t.overlay).__name__ == "UseCard"


def _modify_window(t):
    from questboard.ui.screens import play_until

    assert play_until(t, lambda x: type(x.game.prompt).__name__ == "ModifyWindow",
                      prefer=("forest", "clearing", "tracks", "search", "climb"))


def _fight(heroes=("karomin", "cessair"), seed=2, until=None):
    """The learning adventure's fight, fought headless (the heroes only end their turns)
    until `until(fight, waiting)` holds; then on the table, which shows the battlefield."""
    from questboard.combat import actions as F
    from questboard.combat.authority import waiting_for
    from questboard.play import QM, FightHere
    from questboard.ui.battle import screens as S

    game, _ = S.reach_fight(LEARNING, 16, heroes, seed)
    assert game.apply(FightHere()).ok
    for _ in range(400):
        f = game.fight
        assert f is not None and not f.over, "the fight ended before the scene was reached"
        w = waiting_for(f)
        if until is None or until(f, w):
            return game
        if w.who == QM:
            r = game.step_qm()
        elif f.conflict is not None:
            r = game.apply(F.Pass(w.who))
        elif f.reaction is not None:
            r = game.apply(F.Pass(w.fighter))
        else:
            r = game.apply(F.EndTurn(w.fighter))
        assert r.ok, r.reason
    raise AssertionError("the scene was not reached")


def _battle(app, until=None, table_window=False):
    scene = _table(app, game=_fight(until=until))
    frames(app, 2)
    scene = app.scene
    assert type(scene).__name__ == "Battle", type(scene).__name__
    if table_window:
        app.toggle_table_window()
        frames(app, 1)
        assert app.table_window is not None
    return scene


def _kept_games(app, then=None):
    """The launcher with a save and an autosave in the data folder, the list of them open."""
    from questboard.play import new_game
    from questboard.play.folders import new_autosave_path
    from questboard.ui.dialogs.menus import save_game, save_target
    from questboard.ui.launcher.continuing import ContinueDialog

    game = new_game(LEARNING, ("karomin", "alondis"), 5, autosave=new_autosave_path(LEARNING))
    assert save_game(game, save_target("monkey"))[0]
    game.close()
    launcher = app.scene
    launcher.open_overlay((then or ContinueDialog)(launcher))
    frames(app, 1)
    return launcher


def _scenes():
    """Every scene and dialog, each reached on purpose: (name, set-up on an App, what must
    be on screen once set up)."""
    from questboard.ui.dialogs.menus import Keys, Menu, QuitDialog
    from questboard.ui.dialogs.settings import SettingsDialog
    from questboard.ui.table.hand import Hand

    def shown(scene, overlay=None):
        def check(app):
            got = (type(app.scene).__name__, type(getattr(app.scene, "overlay", None)).__name__)
            return got[0] == scene and (overlay is None or got[1] == overlay)
        return check

    from questboard.play import QM

    def prompt_is(kind):
        return lambda app: shown("Table")(app) and type(app.scene.game.prompt).__name__ == kind

    injured = lambda f, w: bool(f.state.pending_injuries)  # noqa: E731
    losing = lambda f, w: f.conflict is not None and w.who != QM  # noqa: E731
    return (("launcher", lambda app: None, shown("Launcher")),
            ("load", _kept_games, shown("Launcher", "ContinueDialog")),
            ("launcher settings", lambda app: _kept_games(app, SettingsDialog), shown("Launcher", "SettingsDialog")),
            ("table", _table, shown("Table")),
            ("sheets", lambda app: _table(app, then=_sheets), shown("Table")),
            ("shop", lambda app: _table(app, ("krzzzt", "alondis"), 3, _shop), prompt_is("Shop")),
            ("menu", lambda app: _table(app, then=_open(Menu)), shown("Table", "Menu")),
            ("hand", lambda app: _table(app, then=_open(Hand)), shown("Table", "Hand")),
            ("settings", lambda app: _table(app, then=_open(SettingsDialog)), shown("Table", "SettingsDialog")),
            ("quit", lambda app: _table(app, then=_open(QuitDialog)), shown("Table", "QuitDialog")),
            ("keys", lambda app: _table(app, then=_open(Keys)), shown("Table", "Keys")),
            ("use item", lambda app: _table(app, then=_use_a_potion), shown("Table", "UseCard")),
            ("modify window", lambda app: _table(app, then=_modify_window), prompt_is("ModifyWindow")),
            ("battlefield", lambda app: _battle(app), shown("Battle")),
            ("fight's modify window", lambda app: _battle(app, losing), shown("Battle", "QuestionBox")),
            ("injury", lambda app: _battle(app, injured), shown("Battle", "QuestionBox")),
            ("table window", lambda app: _table(app, then=lambda t: t.app.toggle_table_window()), shown("Table")),
            ("table window in a fight", lambda app: _battle(app, table_window=True), shown("Battle")))


def _pump(app) -> None:
    """Handle the input waiting, as a frame would, without drawing."""
    for event in pygame.event.get():
        app._dispatch(event)
        if not app.running:
            return


def test_a_monkey_in_every_scene_breaks_nothing(monkeypatch, tmp_path):
    """Thousands of random clicks, drags, wheel turns and keys over every scene and dialog,
    each reached on purpose (and again when the monkey has wandered off for long); after
    every input no exception, the rules' invariants, and a public view with nothing for the
    Quest Master's eyes only."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))  # what it saves, and its settings
    from questboard.play import opening

    # The adventure compiled once for the whole test, not at every new game (the scenes are
    # set up some sixty times; compiling is what a real start does once).
    monkeypatch.setattr(opening, "_open", functools.lru_cache(maxsize=4)(opening._open))
    rng = random.Random(11)  # the monkey's own dice; the game's are in its state
    scenes = _scenes()
    per_scene = INPUTS // len(scenes)
    seen = set()
    posted = 0
    on_purpose: dict[str, int] = {}
    app = None

    entered = [0]

    def enter(set_up, check, a=None):
        """The scene set up anew, in the same window while it still runs."""
        entered[0] += 1
        if a is not None and a.running:
            if a.table_window is not None:
                a.toggle_table_window()
            a.show(Launcher(a))
        else:
            if a is not None:
                a.close()
            a = open_app(SIZE)
        set_up(a)
        assert check(a), (type(a.scene).__name__, type(getattr(a.scene, "overlay", None)).__name__)
        _invariants(a)
        return a

    try:
        for name, set_up, check in scenes:
            app = enter(set_up, check)
            if name.startswith("table window"):
                assert app.table_window is not None
            away = entries = 0
            for n in range(per_scene):
                _post(app, rng)
                posted += 1
                _pump(app)
                # Back to the scene after wandering off: a few times, and as often as it takes
                # while the scene has had fewer than MIN_ON_PURPOSE inputs (an easily left one).
                thin = on_purpose.get(name, 0) < MIN_ON_PURPOSE
                if not app.running or (away > WANDER and (entries < ENTRIES or thin)):
                    app = enter(set_up, check, app)
                    entries += 1
                    away = 0
                _invariants(app)
                if n % PER_FRAME == PER_FRAME - 1:
                    app.frame(1 / 30)
                    _invariants(app)
                if check(app):
                    on_purpose[name] = on_purpose.get(name, 0) + 1
                    away = 0
                else:
                    away += 1
                seen.add(type(app.scene).__name__)
                overlay = getattr(app.scene, "overlay", None)
                if overlay is not None:
                    seen.add(type(overlay).__name__)
            game = getattr(app.scene, "game", None)
            if game is not None and game.autosave is not None:  # what was kept replays to it
                from questboard.play import load_game

                assert load_game(game.autosave.path).snapshot() == game.snapshot()
            app.close()
            app = None
    finally:
        if app is not None:
            app.close()
        look.set_text_scale(1.0)
    assert posted >= 5000
    thin = {name: n for name, n in on_purpose.items() if n < MIN_ON_PURPOSE}
    assert not thin and len(on_purpose) == len(scenes), (thin, on_purpose)
    assert {"Launcher", "ContinueDialog", "Table", "Menu", "Hand", "SettingsDialog", "QuitDialog", "Keys", "UseCard",
            "Battle", "QuestionBox"} <= seen, seen


def test_an_unexpected_error_shows_the_report_path_instead_of_vanishing(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    app = open_app(SIZE)
    scene = app.scene

    def broken(dt):
        raise RuntimeError("boom")

    monkeypatch.setattr(scene, "update", broken)
    shown = []

    def stop_after_the_message(self, dt=1 / 60):
        shown.append(type(self.scene).__name__)
        self.running = False
        return True

    try:
        app.frame()
    except RuntimeError:
        monkeypatch.setattr(type(app), "frame", stop_after_the_message)
        app._crashed()
    assert shown == ["Crashed"]
    reports = list((tmp_path / "crashes").glob("crash-*.log"))
    assert len(reports) == 1 and "boom" in reports[0].read_text()
    assert str(reports[0]) in app.scene.report
    app.window.destroy()
