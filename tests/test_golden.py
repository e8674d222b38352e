"""The golden graph: the real corpus gives exactly the committed `tests/golden/` (see tests/golden.py)."""

from .golden import as_stored, differences, render, stored


def test_the_graph_equals_the_golden_copy(graph):
    now = render(as_stored(graph.data))
    diff = differences(now, stored(), context=0)
    assert not diff, "the graph changed; review and run `python -m tests.golden update`:\n" + diff[:6000]
