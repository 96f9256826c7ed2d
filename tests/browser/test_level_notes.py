"""The new-game form says what each computer level does, in a line (Crossdigits has its
own test, with its extra level)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import Pages
from .server import Server


@pytest.mark.parametrize(
    ("game", "level", "says"),
    [
        ("equations", "easy", "one-digit Goal"),
        ("equations", "hard", "checks every move"),
        ("mathable", "easy", "up to 3 tiles"),
        ("mathable", "hard", "Plans the whole turn"),
    ],
)
def test_the_form_says_what_each_level_does(
    pages: Pages, server: Server, game: str, level: str, says: str
) -> None:
    page = pages.new()
    page.goto(f"/new/{game}")
    expect(page.locator("select[name=level] option")).to_have_count(3)  # the form is drawn
    levels = page.locator("select[name=level] option").evaluate_all("els => els.map(e => e.value)")
    assert levels == ["easy", "medium", "hard"]
    notes = set()
    for each in levels:
        page.select_option("select[name=level]", each)
        note = page.locator(".level-note").inner_text()
        assert note, each
        notes.add(note)
    assert len(notes) == 3
    page.select_option("select[name=level]", level)
    expect(page.locator(".level-note")).to_contain_text(says)
