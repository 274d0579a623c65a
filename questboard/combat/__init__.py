"""The combat state machine, the automatic Quest Master and the rehearsal simulator.

Actions in (`questboard.combat.actions`), events out (`questboard.combat.events`):
`start_fight(state, spec)` lays out a Fight, `apply(fight, action)` plays it, `authority.waiting_for(fight)`
says whose answer is needed, `resolve_combat(...)` plays a whole fight automatically.
"""
