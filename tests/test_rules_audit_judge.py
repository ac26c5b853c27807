"""bench/rules_audit.py judges each case: an answer, a refusal (NotModeled) or a rejected input (ValueError) expected."""
from conftest import bench_script
from kb.rules.registry import all_predicates


def test_each_kind_of_expectation_is_judged():
    judge, preds = bench_script("rules_audit").judge, all_predicates()

    def case(args, expected):
        return judge({"id": "t", "predicate": "multiple_instances", "args": args, "expected": expected, "cr": "1"},
                     preds)[0]
    right = {"redundant": True, "each_separately": False, "rule": "702.15f"}
    assert case(["lifelink"], right) == "right" and case(["lifelink"], {**right, "rule": "702.9c"}) == "wrong"
    assert case(["changeling"], "NotModeled") == "right" and case(["changeling"], right) == "refused"
    assert case(["banana"], "ValueError") == "right" and case(["banana"], right) == "error"
    assert case(["lifelink"], "ValueError") == "wrong" and case(["banana"], "NotModeled") == "error"


def test_an_input_its_type_refuses_is_the_rejected_input_expected():
    judge, preds = bench_script("rules_audit").judge, all_predicates()

    def case(args, expected):
        return judge({"id": "t", "predicate": "last_known_information", "args": args, "expected": expected,
                      "cr": "1"}, preds)[0]
    assert case(["sideboard", "hand"], "ValueError") == "right"  # no Zone: refused as its input is read
    assert case(["sideboard", "hand"], {"uses": "current information"}) == "malformed"  # an answer can't be judged
