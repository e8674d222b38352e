"""lawbase: a knowledge base of the Laws of Duplicate Bridge in Polish, Czech and Russian."""

__version__ = "0.1.0"
