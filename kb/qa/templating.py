"""templating: a rules template the EN text quotes ("Choose one —", "[Cost]: [Effect]") in its official wording.

The templates are rows of data/terms/terms.csv whose notes start with "template".
"""
from kb.qa.pair import Findings, Pair
from kb.qa.terminology import report_terms


def check(pair: Pair, out: Findings) -> None:
    """A template of the EN text not in its official FR/JA wording (or in a forbidden one) is a warning."""
    report_terms(pair, out, templates=True)
