from questboard.rules.engine import apply


def ok(state, action):
    """Apply an action that must succeed; return its events."""
    outcome = apply(state, action)
    assert outcome.ok, getattr(outcome, "reason", "")
    return outcome.events


def refused(state, action):
    """Apply an action that must be refused; return the reason."""
    outcome = apply(state, action)
    assert not outcome.ok, f"{action} was accepted"
    return outcome.reason
