"""The untap step's predicate (502.3, 614.10a): the cases its examples file doesn't show."""
import pytest

from kb.rules.untap import untaps


def test_an_untapped_permanent_never_untaps_and_a_tapped_one_does_in_its_controllers_step():
    assert untaps(False) == {"untaps": False, "next_step_effects_left": 0}
    assert untaps(True, "your untap step") == {"untaps": True, "next_step_effects_left": 0}
    assert untaps(False, "a spell or ability", next_step_effects=2) == {"untaps": False, "next_step_effects_left": 2}


def test_another_players_step_untaps_only_with_an_effect_saying_so_and_uses_up_no_effect():
    assert untaps(True, "an opponent's untap step") == {"untaps": False, "next_step_effects_left": 0}
    assert untaps(True, "each other player's untap step", next_step_effects=1, untaps_in_others=True) == {
        "untaps": True, "next_step_effects_left": 1}


def test_a_skipped_step_untaps_nothing_even_without_effects_and_a_lasting_effect_outlives_its_step():
    assert untaps(True, skipped=True) == {"untaps": False, "next_step_effects_left": 0}
    assert untaps(True, lasting_effects=1, next_step_effects=1) == {"untaps": False, "next_step_effects_left": 0}


@pytest.mark.parametrize("args, kwargs", [((True, "upkeep"), {}), ((True,), {"next_step_effects": -1}),
                                          ((True,), {"lasting_effects": -1})])
def test_a_moment_the_docstring_does_not_list_or_a_negative_count_is_refused(args, kwargs):
    with pytest.raises(ValueError):
        untaps(*args, **kwargs)


def test_nothing_untaps_in_a_skipped_step_not_even_by_an_effect_untapping_in_other_players_steps():
    # rules_audit35's u008: Stasis skips the untap steps, so Seedborn Muse untaps nothing in them (614.10a)
    assert untaps(True, "another player's untap step", next_step_effects=1, untaps_in_others=True, skipped=True) == {
        "untaps": False, "next_step_effects_left": 1}
