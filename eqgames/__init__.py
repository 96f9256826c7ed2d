"""eqgames: five equation games with exact checking, computer opponents and online play.

The library surface, for developers and researchers::

    >>> from eqgames import games
    >>> sorted(games.names())  # doctest: +SKIP
    ['formula', ...]

Exact arithmetic and the notations of each game live in :mod:`eqgames.arith`;
the uniform game protocol in :mod:`eqgames.core`.
"""

__version__ = "0.1.0"
