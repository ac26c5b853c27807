"""Dates as printed in EN, FR and JA sources."""
import pytest

from ingest.dates import parse_date


@pytest.mark.parametrize("text, iso", [
    ("20 septembre 2024", "2024-09-20"),
    ("1er septembre 2023", "2023-09-01"),
    ("01 septembre 2023", "2023-09-01"),
    ("12 févr. 2025", "2025-02-12"),
    ("3 janv. 2025", "2025-01-03"),
    ("25 août 2020", "2020-08-25"),
    ("2024年9月20日", "2024-09-20"),
    ("２０２４年９月２０日", "2024-09-20"),
    ("September 20, 2024", "2024-09-20"),
    ("Sep 20 2024", "2024-09-20"),
    ("20 September 2024", "2024-09-20"),
    ("January 16, 2026", "2026-01-16"),
])
def test_reads_dates_in_three_languages(text, iso):
    assert parse_date(text) == iso


@pytest.mark.parametrize("text", ["31 février 2024", "20 Foo 2024", "2024年13月1日", "hier", ""])
def test_rejects_what_is_not_a_date(text):
    assert parse_date(text) is None
