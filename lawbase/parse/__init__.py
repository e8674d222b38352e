"""Parser: one corpus file -> the nodes of one edition, every line accounted for.

The pre-pass (`lines`) prepares each line; the driver (`edition`) hands it to the handler of the
region it belongs to (`front`, `definitions`, `laws`, `back_index`, `footnotes`). What differs
between sources lives in data: the language profile and the manifest entry.
"""

from .edition import ParsedEdition, law_titles, parse_edition, record_repairs
from .nodes import Anomaly, Node

__all__ = ["Anomaly", "Node", "ParsedEdition", "law_titles", "parse_edition", "record_repairs"]
