"""Memory Math in a real browser against the real server: every action is typed or clicked.

The players are scripted like people: they read the board (which shows only the
numbers said last), remember what they heard, and decide from that. The rounds'
parameters (target, operations, how many numbers) come from the page.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from playwright.sync_api import Page, expect

from eqgames.core import Rng
from eqgames.games.memorymath.dealer import find_witness
from eqgames.games.memorymath.equation import written
from eqgames.search import BudgetExceeded, Problem, parse_ops, solve

from .clicks import code_of, wait_for
from .conftest import Pages, screenshot
from .server import Server

ASCII_OPS = {"+": "+", "−": "-", "×": "*", "÷": "/"}
MAX_ACTIONS = 120


# -- reading and using the board ---------------------------------------------------


def board(page: Page) -> Any:
    return page.locator(".mm-board")


def shows_version(page: Page, server: Server, code: str) -> dict[str, Any]:
    """Wait until the page shows the game as the server has it now; returns the room."""
    room = server.room(code)
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(room["version"]))
    return room


def said_last(page: Page) -> list[str]:
    """The numbers the board shows as said last (all it shows of the round)."""
    return page.locator(".mm-stage .mm-number").all_inner_texts()


def round_on_page(page: Page) -> tuple[Fraction, str, int, int]:
    """Target, operations (ASCII), min and max, as the page shows them."""
    target = page.locator(".mm-target").inner_text().replace("−", "-")
    ops = "".join(ASCII_OPS[o] for o in page.locator(".mm-ops .mm-op").all_inner_texts())
    count = page.locator(".mm-count").inner_text()
    if m := re.fullmatch(r"exactly (\d+) numbers", count):
        lo = hi = int(m[1])
    elif m := re.fullmatch(r"at least (\d+) numbers", count):
        lo, hi = int(m[1]), 100
    else:
        m = re.fullmatch(r"(\d+) to (\d+) numbers", count)
        assert m, count
        lo, hi = int(m[1]), int(m[2])
    return Fraction(target), ops, lo, hi


def say(page: Page, text: str) -> None:
    box = board(page).locator("input[name=numbers]")
    expect(box).to_be_enabled()
    box.fill(text)
    box.press("Enter")


def call(page: Page, what: str) -> None:
    button = board(page).locator(f'.mm-calls button[data-action="{what}"]')
    expect(button).to_be_enabled()
    button.click()


def write(page: Page, equation: str) -> None:
    form = page.locator(".mm-equation")
    expect(form).to_be_visible()
    expect(form.locator(".mm-equation-clock")).to_have_text(re.compile(r"^\d+ s left$"))
    form.locator("input[name=equation]").fill(equation)
    form.locator('button[data-action="submit"]').click()


def acted(server: Server, code: str, version: int) -> dict[str, Any]:
    room: dict[str, Any] = {}

    def moved() -> bool:
        nonlocal room
        room = server.room(code)
        return int(room["version"]) > version

    wait_for(moved, what="the action to land")
    return room


def new_round(server: Server, code: str, number: int) -> None:
    wait_for(
        lambda: server.room(code)["view"]["round"] == number
        and server.room(code)["view"]["phase"] == "say",
        what=f"round {number}",
    )


def fits_the_phone(page: Page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide on a 390 px phone"


def only_the_last_say_is_shown(page: Page, last: list[str]) -> None:
    """A memory game: the board shows the last say, and the move log no numbers at all."""
    expect(page.locator(".mm-stage .mm-number")).to_have_text(last)
    for line in page.locator(".log li").all_inner_texts():
        if " said " in line and not line.startswith("Round "):  # finished rounds are revealed
            assert re.search(r" said (a number|two numbers)\.$", line), line


# -- a match against the computer --------------------------------------------------


class Rememberer:
    """A player who hears every number and forgets none, deciding as a person would."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.round = 0
        self.heard: list[Fraction] = []
        self.calls: list[str] = []

    def play(self, page: Page) -> str:
        number = int(board(page).get_attribute("data-round") or 0)
        if number != self.round:
            self.round, self.heard = number, []
        last = said_last(page)
        if last and page.locator(".mm-last .mm-label").text_content() != "You said":
            values = [Fraction(t) for t in last]
            if any(v.denominator != 1 or not 1 <= v <= 100 for v in values):
                return self._call(page, "illegal")
            if any(v in self.heard for v in values) or len(set(values)) < len(values):
                return self._call(page, "repeat")
            self.heard += values
            target, ops, lo, hi = round_on_page(page)
            usable = tuple(sorted({int(v) for v in self.heard}))
            try:
                found = solve(Problem(usable, target, parse_ops(ops), lo, hi), budget=200_000)
            except BudgetExceeded:
                found = None
            if found is not None:
                self._call(page, "solve")
                write(page, found.text())
                return "solve"
        fresh = [n for n in range(1, 101) if Fraction(n) not in self.heard]
        number_to_say = fresh[self.rng.randbelow(len(fresh))]
        self.heard.append(Fraction(number_to_say))
        say(page, str(number_to_say))
        return "say"

    def _call(self, page: Page, what: str) -> str:
        self.calls.append(what)
        call(page, what)
        return what


def test_memorymath_against_the_computer_to_the_end_on_a_phone(
    pages: Pages, server: Server
) -> None:
    page = pages.new(phone=True)
    page.goto("/")
    page.locator('article[data-game="memorymath"]').get_by_role(
        "link", name="Play", exact=True
    ).click()
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=level]", "medium")
    page.locator("details.options summary").click()
    page.fill("input[name=option-points_to_win]", "2")
    page.select_option("select[name=option-first_player]", "0")
    page.fill("input[name=option-break_seconds]", "0.5")
    page.fill("input[name=option-bot_pace]", "0")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    options = server.room(code)["options"]
    assert (options["points_to_win"], options["first_player"]) == (2, 0)
    assert (options["break_seconds"], options["bot_pace"]) == (0.5, 0)

    mm = board(page)
    expect(mm).to_be_visible()
    view = server.room(code)["view"]
    expect(mm.locator(".mm-target")).to_have_text(view["target"])
    expect(mm.locator(".mm-ops .mm-op")).to_have_text(view["ops"])
    expect(mm.locator(".mm-round-title")).to_contain_text("Round 1 of up to 3")
    expect(page.locator(".status")).to_have_text("Your turn.")
    expect(mm.locator(".mm-turn")).to_contain_text("say the first one or two numbers")
    # Only saying is possible before anything was said; the clock counts down the 60 s.
    for what in ("repeat", "illegal", "solve", "time"):
        expect(mm.locator(f'.mm-calls button[data-action="{what}"]')).to_be_disabled()
    expect(mm.locator(".mm-clock")).to_have_text(re.compile(r"^[1-6]?\d s left for your numbers$"))
    expect(mm.locator('.mm-player[data-seat="0"]')).to_contain_text("Ada (you)")
    expect(mm.locator('.mm-player[data-seat="1"]')).to_contain_text("Computer (Medium)")

    # Something that is not a number is refused with the reason; nothing changes.
    say(page, "seven")
    expect(page.locator(".message")).to_contain_text("'seven' is not a number")
    assert server.room(code)["version"] == 0
    say(page, "1 2 3")
    expect(page.locator(".message")).to_contain_text("Say one or two numbers, not 3.")

    me = Rememberer(seed=7)
    rounds_seen: set[int] = set()
    for step in range(MAX_ACTIONS):
        room = server.room(code)
        if room["status"] == "over":
            break
        if 0 not in room["to_act"]:
            acted(server, code, room["version"])  # the computer's, or the clock's
            continue
        shows_version(page, server, code)
        rounds_seen.add(room["view"]["round"])
        last = room["view"]["last"]
        only_the_last_say_is_shown(page, last["numbers"] if last else [])
        if step == 2:
            fits_the_phone(page)
            screenshot(page, "memorymath-board-phone")
        what = me.play(page)
        acted(server, code, room["version"])
        if what == "solve":
            # The round is over: the whole round and the point are revealed.
            shows_version(page, server, code)
            expect(page.locator(".mm-reveal .mm-says li").first).to_be_visible()
    else:
        raise AssertionError(f"no winner after {MAX_ACTIONS} actions")

    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".ranking li")).to_have_count(2)
    expect(page.locator(".status")).to_contain_text("Game over")
    expect(page.locator(".ranking li").first).to_contain_text("2 points")
    final = server.room(code)["view"]
    reveal = page.locator(".mm-reveal")
    expect(reveal).to_have_attribute("open", "")
    expect(reveal.locator(".mm-says li")).to_have_count(len(final["previous"]["says"]))
    if "seat" not in final["previous"]["reason"]:  # the page names the seats
        expect(reveal.locator(".mm-reason")).to_have_text(final["previous"]["reason"])
    expect(page.locator(".mm-round-list li")).to_have_count(len(final["rounds"]))
    assert len(rounds_seen) >= 2
    fits_the_phone(page)
    screenshot(page, "memorymath-over-phone")


def test_on_a_phone_the_box_and_the_calls_stay_above_the_keyboard(pages: Pages) -> None:
    page = pages.new(phone=True)
    page.goto("/new/memorymath")
    page.fill("input[name=name]", "Ada")
    page.locator("details.options summary").click()
    page.select_option("select[name=option-first_player]", "0")
    page.get_by_role("button", name="Start").click()
    expect(board(page).locator("input[name=numbers]")).to_be_enabled()
    # The keyboard opens: the page has the top 470 px of the 844 px screen.
    board(page).locator("input[name=numbers]").focus()
    page.set_viewport_size({"width": 390, "height": 470})
    for selector in (
        ".mm-board input[name=numbers]",
        '.mm-board button[data-action="say"]',
        '.mm-calls button[data-action="solve"]',
        '.mm-calls button[data-action="time"]',
    ):
        wait_for(lambda s=selector: _box_in(page, s, 470), what=f"{selector} in view")
    screenshot(page, "memorymath-phone-keyboard")


def _box_in(page: Page, selector: str, height: int) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height + 0.5


# -- an online match between two browsers -------------------------------------------


def witness(page: Page) -> tuple[list[int], str]:
    """Legal numbers that solve the round on the page, and the equation."""
    target, ops, lo, hi = round_on_page(page)
    for seed in range(500):
        found = find_witness(Rng(seed), target, ops, lo, hi, tries=2)
        if found is not None:
            return list(found[0]), found[1]
    raise AssertionError("no witness found for the round")


def revealed(page: Page, number: int, says: list[list[str]], reason: str) -> None:
    """The finished round is shown whole: every say in order, and why the point went."""
    reveal = page.locator(f'.mm-reveal[data-round="{number}"]')
    expect(reveal).to_be_visible()
    items = reveal.locator(".mm-says li")
    expect(items).to_have_count(len(says))
    for i, numbers in enumerate(says):
        expect(items.nth(i).locator(".mm-number")).to_have_text(numbers)
    expect(reveal.locator(".mm-reason")).to_contain_text(reason)


def test_memorymath_online_match_between_two_browsers(pages: Pages, server: Server) -> None:
    ann = pages.new()
    ann.goto("/new/memorymath")
    ann.fill("input[name=name]", "Ann")
    ann.check("input[value=online]")
    ann.locator("details.options summary").click()
    ann.fill("input[name=option-points_to_win]", "3")
    ann.select_option("select[name=option-first_player]", "0")
    ann.fill("input[name=option-first_seconds]", "2")
    ann.fill("input[name=option-break_seconds]", "0.5")
    ann.get_by_role("button", name="Start").click()
    code = code_of(ann)
    expect(ann.locator(".share .big-code")).to_have_text(code)

    bob = pages.new(phone=True)
    bob.goto("/")
    bob.fill("input[name=code]", code.lower())
    bob.get_by_role("button", name="Join").click()
    expect(bob.locator("form p.muted")).to_have_text("A game of Memory Math.")
    bob.fill("input[name=name]", "Bob")
    bob.get_by_role("button", name="Join").click()
    expect(board(bob)).to_be_visible()
    expect(ann.locator(".status")).to_have_text("Your turn.")
    expect(bob.locator(".status")).to_have_text("Ann to play…")

    # Both clocks: each page counts down Ann's 2 s on the server's time.
    for page in (ann, bob):
        expect(page.locator('.mm-player[data-seat="0"] .mm-player-clock')).to_have_text(
            re.compile(r"^\d s$|^time is up$")
        )
        expect(page.locator('.mm-player[data-seat="1"] .mm-player-clock')).to_have_text("waiting")

    # Round 1: Bob says a number Ann said; Ann calls repeat and wins the point.
    say(ann, "12 7")
    expect(bob.locator(".mm-last")).to_contain_text("Ann said")
    only_the_last_say_is_shown(bob, ["12", "7"])
    say(bob, "7")
    only_the_last_say_is_shown(ann, ["7"])  # 12 is for Ann to remember
    expect(ann.locator(".mm-clock")).to_have_text(re.compile(r"^1?\d s left for your numbers$"))
    expect(bob.locator(".mm-clock")).to_have_text(re.compile(r"^1?\d s left for Ann's numbers$"))
    fits_the_phone(bob)
    screenshot(bob, "memorymath-online-phone")
    call(ann, "repeat")
    for page in (ann, bob):
        revealed(page, 1, [["12", "7"], ["7"]], "right call: 7 was said before in this round")
    expect(ann.locator('.mm-player[data-seat="0"] .mm-score')).to_have_text("1")
    screenshot(ann, "memorymath-round-over")

    # Round 2, Bob starts: 150 is not a legal number, and Ann says so.
    new_round(server, code, 2)
    say(bob, "150")
    call(ann, "illegal")
    for page in (ann, bob):
        revealed(page, 2, [["150"]], "right call: 150 is not a whole number from 1 to 100")

    # Round 3, Ann starts: Ann calls time on Bob at once, which is wrong. The button
    # shows Bob's time left, and a press before it is up asks to be sure first.
    new_round(server, code, 3)
    say(ann, "5")
    time_button = board(ann).locator('.mm-calls button[data-action="time"]')
    expect(time_button).to_have_text(re.compile(r"^Time \(1?\d s left\)$"))
    version = server.room(code)["version"]
    call(ann, "time")
    expect(time_button).to_have_text(re.compile(r"^Sure\? 1?\d s left$"))
    expect(ann.locator(".message")).to_contain_text(
        re.compile(r"Bob still has 1?\d s: a call of time now loses the point")
    )
    assert server.room(code)["version"] == version
    call(ann, "time")
    for page in (ann, bob):
        revealed(page, 3, [["5"]], "wrong call: only")
        expect(page.locator('.mm-player[data-seat="1"] .mm-score')).to_have_text("1")

    # Round 4, Bob starts: they say numbers that reach the target; Bob solves.
    new_round(server, code, 4)
    expect(board(bob)).to_have_attribute("data-round", "4")
    numbers, equation = witness(bob)
    chunks = [" ".join(map(str, numbers[i : i + 2])) for i in range(0, len(numbers), 2)]
    if len(chunks) % 2:
        chunks.append(str(next(n for n in range(100, 0, -1) if n not in numbers)))
    says: list[list[str]] = []
    for i, chunk in enumerate(chunks):
        speaker, listener = (bob, ann) if i % 2 == 0 else (ann, bob)
        say(speaker, chunk)
        only_the_last_say_is_shown(listener, chunk.split())
        says.append(chunk.split())
    call(bob, "solve")
    expect(ann.locator(".mm-writing")).to_contain_text(
        re.compile(r"Bob called solve and is writing an equation: \d+ s left")
    )
    expect(ann.locator(".mm-equation")).to_be_hidden()
    expect(bob.locator(".mm-equation")).to_be_visible()
    screenshot(bob, "memorymath-equation-phone")
    # Typed in ASCII, the equation is shown as the game prints equations.
    typed = "".join(ASCII_OPS.get(ch, ch) for ch in equation)
    write(bob, typed)
    for page in (ann, bob):
        revealed(page, 4, says, "=")
        expect(page.locator('.mm-reveal[data-round="4"] .mm-written')).to_contain_text(
            written(typed)
        )
        expect(page.locator('.mm-reveal[data-round="4"] .mm-solution')).to_contain_text(
            "A solution from the numbers said"
        )
    expect(ann.locator(".log")).to_contain_text(f"Bob wrote {written(typed)}.")

    # Round 5, Ann starts and says nothing: after her 2 s Bob calls time, rightly, and wins.
    new_round(server, code, 5)
    expect(board(bob).locator('.mm-calls button[data-action="time"]')).to_have_class(
        re.compile(r"\burgent\b"), timeout=6_000
    )
    expect(bob.locator(".status")).to_have_text("Ann is over time: call Time!")
    expect(bob.locator(".mm-clock")).to_contain_text("Time is up for Ann")
    call(bob, "time")
    for page in (ann, bob):
        revealed(page, 5, [], "right call")
        expect(page.locator(".result")).to_be_visible()
    expect(bob.locator(".status")).to_have_text("Game over: you win!")
    expect(ann.locator(".status")).to_have_text("Game over: Bob wins.")
    expect(ann.locator(".ranking li").first).to_contain_text("Bob — 3 points")
    assert server.room(code)["result"]["scores"] == [2.0, 3.0]
    # The log gives the score winner first, as the board does.
    expect(ann.locator(".log li").last).to_have_text("Bob wins the match 3–2.")
    expect(ann.locator(".mm-turn")).to_have_text("The match is over: Bob wins 3–2.")
    expect(ann.locator(".mm-round-list li")).to_have_count(5)


def test_the_boards_words_for_counts_and_said_numbers(pages: Pages) -> None:
    """The board's small helpers, run in the browser."""
    page = pages.new()
    page.goto("/")
    module = "import('/static/boards/memorymath.js')"
    counts = page.evaluate(
        f"{module}.then(m => [[4, 4], [2, 5], [3, 100]].map(([a, b]) => m.countText(a, b)))"
    )
    assert counts == ["exactly 4 numbers", "2 to 5 numbers", "at least 3 numbers"]
    split = page.evaluate(
        f"{module}.then(m => [' 12 7 ', '12,7', '12.5', '-3;  4', ''].map(m.splitNumbers))"
    )
    assert split == [["12", "7"], ["12", "7"], ["12.5"], ["-3", "4"], []]
