"""Where the rulings are (bench/ruling_topics.py): topics counted from the rulings' own words."""
import re

from conftest import bench_script


def test_ruling_topics_are_counted_from_the_rulings_own_words(db):
    topics = bench_script("ruling_topics")
    total, counts, examples = topics.count_topics(db)
    assert total == 57 and counts["room"] > 10 and counts["party"] > 0 and counts["targeting"] > 0
    text = db.execute("select text from ruling_texts where ruling_id = ? and lang = 'en'",
                      [examples["room"]]).fetchone()[0]
    assert re.search(topics.TOPICS["room"][1], text)
    assert set(topics.MODELLED) <= set(topics.TOPICS)
