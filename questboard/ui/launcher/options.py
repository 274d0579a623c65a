"""The launcher's toggles of the rulebook's advanced rules."""

# The advanced rules of the rulebook, as the setup records them (tests/ui pins these keys to
# the rules' AdvancedRules). A toggle's value is True/False, the hordes count 0, 1 or 2.
OPTIONS = (
    ("lone_heroes", "Lone Heroes", "Each hero sets out with a Potion of Healing (1 or 2 heroes)."),
    ("powerful_group", "Powerful Hero Groups", "One extra event per hero (3 or 4 heroes)."),
    ("charge_of_the_hordes", "Charge of the Hordes", "1 or 2 Reinforcements before each fight."),
    ("uncertain_circumstances", "Uncertain Circumstances", "Fight goals are kept from the heroes."),
    ("creative_gifts", "Creative Gifts", "A gift exhausted wins a check, if the Quest Master approves."),
    ("uncertain_checks", "Uncertain Checks", "Who attempts a check is chosen before its attribute is told."),
    ("shopping_between", "Shopping", "Shopping Between Adventures: the heroes may buy from the equipment "
                                     "pile before the adventure begins."),
)

__all__ = ["OPTIONS"]
