"""Game codes people can read aloud, and seat tokens nobody can guess.

A code is 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
so "join game K7MWQ2" survives being read over the phone; case does not matter.
A token is a long random secret; the database keeps only its hash.

    >>> len(new_code()), set(new_code()) <= set(ALPHABET)
    (6, True)
    >>> normalize_code(" k7mwq2 ")
    'K7MWQ2'
    >>> normalize_code("K7MWQO") is None   # O is not in the alphabet
    True
"""

from __future__ import annotations

import hashlib
import secrets

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str | None:
    """The code in canonical form, or None if it cannot be a code."""
    code = text.strip().upper()
    if len(code) != CODE_LENGTH or any(c not in ALPHABET for c in code):
        return None
    return code


def new_token() -> str:
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    # A stolen database must not let anyone play another person's seat.
    return hashlib.sha256(token.encode()).hexdigest()
