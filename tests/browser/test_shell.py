"""The app shell in a real browser: the home page, the rules pages, names shown as text."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from .clicks import code_of
from .conftest import Pages, screenshot
from .server import Server

FIVE = ["equations", "mathable", "memorymath", "crossdigits", "formula"]
TITLES = {
    "equations": "Equations",
    "mathable": "Mathable",
    "memorymath": "Memory Math",
    "crossdigits": "Crossdigits",
    "formula": "Formula",
}


def test_home_lists_the_five_games_each_with_its_rules(pages: Pages, server: Server) -> None:
    built = {g["name"] for g in server.get("/api/catalog") if g["built"]}
    page = pages.new()
    page.goto("/")
    cards = page.locator("article.game-card")
    expect(cards.first).to_be_visible()
    # The games that can be played first; Nim (the protocol's test game) is not offered.
    order = [n for n in FIVE if n in built] + [n for n in FIVE if n not in built]
    assert cards.evaluate_all("els => els.map(e => e.dataset.game)") == order
    for name in FIVE:
        card = page.locator(f'article[data-game="{name}"]')
        expect(card.locator("h3")).to_have_text(TITLES[name])
        if name in built:
            expect(card.get_by_role("link", name="Play", exact=True)).to_have_attribute(
                "href", f"/new/{name}"
            )
        else:
            expect(card.locator(".badge")).to_have_text("coming soon")
    assert "formula" in built
    screenshot(page, "home")
    for name in FIVE:
        page.goto("/")
        page.locator(f'article[data-game="{name}"]').get_by_role(
            "link", name="How to play", exact=True
        ).click()
        expect(page.locator("h1")).to_have_text(TITLES[name])
        assert page.locator("main.rules h2").count() >= 3
        # Each rules page has a small picture of the board or table, and a way to play.
        expect(page.locator("main.rules figure.rules-picture[role=img]")).to_have_attribute(
            "aria-label", re.compile(r".{20,}")
        )
        if name in built:
            expect(page.locator("main.rules a[data-play]")).to_have_attribute(
                "href", f"/new/{name}"
            )
        else:
            expect(page.locator("main.rules .rules-play")).to_contain_text("coming soon")


def test_play_the_computer_in_one_press_from_the_home_page(pages: Pages, server: Server) -> None:
    page = pages.new()
    page.goto("/")
    page.locator('article[data-game="formula"] button[data-action="quick"]').click()
    code = code_of(page)
    expect(page.locator(".formula-board")).to_be_visible()
    seats = [s["kind"] for s in server.room(code)["seats"]]
    assert seats == ["human", "bot:medium"]
    page.goto("/")
    page.locator('article[data-game="crossdigits"] button[data-action="quick"]').click()
    code = code_of(page)
    expect(page.locator(".crossdigits-board")).to_be_visible()
    assert server.room(code)["options"]["hint_cost_level"] == "medium"


def test_join_form_checks_the_code(pages: Pages) -> None:
    page = pages.new()
    page.goto("/")
    page.fill("input[name=code]", "abc")
    page.get_by_role("button", name="Join").click()
    expect(page.get_by_role("alert").first).to_contain_text("6 letters and digits")
    page.fill("input[name=code]", "zzzzzz")
    page.get_by_role("button", name="Join").click()
    expect(page).to_have_url(re.compile(r"/join/ZZZZZZ$"))
    expect(page.locator("form p.muted")).to_contain_text("There is no game with the code ZZZZZZ")


def _names_are_text(page: Page, name: str) -> None:
    expect(page.locator(".players li").first).to_have_text(name)
    assert page.locator("main img, main script").count() == 0
    assert page.evaluate("window.__xss === undefined")


def test_player_names_are_shown_as_text_never_run(pages: Pages) -> None:
    """Pass and play Nim with hostile names: they show as typed and nothing runs."""
    evil = "<img src=x onerror=alert(1)>"
    other = "<script>window.__xss=1</script>"
    page = pages.new()
    page.goto("/new/nim")
    page.fill("input[name=name]", evil)
    page.check("input[value=pass]")
    page.fill("input[name=name2]", other)
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "9")
    page.fill("input[name=option-turn_seconds]", "600")
    page.get_by_role("button", name="Start").click()
    expect(page.locator(".nim-board")).to_be_visible()
    expect(page.locator(".heap-count")).to_have_text("9 counters left")
    expect(page.locator(".clock")).to_have_text(re.compile(r"^(600|59\d) s$"))
    _names_are_text(page, evil)
    expect(page.locator(".status")).to_have_text("Your turn.")
    page.get_by_role("button", name="Take 1").click()
    # The screen is handed over: the second player's name is on the button, as text.
    handover = page.locator(".handover button")
    expect(handover).to_have_text(f"I am {other}: show my hand")
    screenshot(page, "pass-and-play-handover")
    handover.click()
    expect(page.locator(".nim-board")).to_be_visible()
    _names_are_text(page, evil)
    # Play the heap down, handing the screen over after every move.
    for _ in range(40):
        if page.locator(".result").count():
            break
        if page.locator(".handover button").count():
            page.locator(".handover button").click()
        take = page.locator("button[data-take]:not([disabled])").last
        take.click()
        page.wait_for_function("() => !document.querySelector('button[data-take]:not([disabled])')")
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".ranking li")).to_have_count(2)
    assert page.locator(".log li").count() >= 2
    _names_are_text(page, evil)
    screenshot(page, "nim-board")


def test_the_options_form_shows_only_options_that_apply_in_the_pages_words(
    pages: Pages, server: Server
) -> None:
    formula = next(g for g in server.get("/api/catalog") if g["name"] == "formula")
    page = pages.new()
    page.goto("/new/formula")
    page.locator("details.options summary").click()
    options = page.locator("details.options")
    for name, bounds in formula["bounds"].items():
        expect(options.locator(f'[data-option="{name}"]')).to_contain_text(bounds["label"])
    target = options.locator('[data-option="target_points"]')
    rounds = options.locator('[data-option="rounds"]')
    expect(target).to_be_hidden()
    expect(rounds).to_be_visible()
    page.fill("input[name=option-rounds]", "3")
    page.check("input[name=option-points]")
    expect(target).to_be_visible()
    expect(rounds).to_be_hidden()
    # The hidden rounds are not sent: a points game starts (rounds would refuse it).
    page.fill("input[name=option-target_points]", "40")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    got = server.room(code)["options"]
    assert (got["points"], got["target_points"], got["rounds"]) == (True, 40, 1)
    # An extra card for a round's winner applies to a match: rounds, or the points game.
    page.goto("/new/formula")
    page.locator("details.options summary").click()
    extra = options.locator('[data-option="winner_extra_card"]')
    expect(extra).to_be_hidden()
    page.fill("input[name=option-rounds]", "3")
    expect(extra).to_be_visible()
    page.fill("input[name=option-rounds]", "1")
    expect(extra).to_be_hidden()
    page.check("input[name=option-points]")
    expect(extra).to_be_visible()
    # Hidden, it is not sent: a one-round game with it checked starts without it.
    page.uncheck("input[name=option-points]")
    page.fill("input[name=option-rounds]", "3")
    page.check("input[name=option-winner_extra_card]")
    page.fill("input[name=option-rounds]", "1")
    page.get_by_role("button", name="Start").click()
    got = server.room(code_of(page))["options"]
    assert (got["rounds"], got["winner_extra_card"]) == (1, False)


def test_a_full_game_says_so_in_words(pages: Pages) -> None:
    ann = pages.new()
    ann.goto("/new/nim")
    ann.fill("input[name=name]", "Ann")
    ann.check("input[value=online]")
    ann.get_by_role("button", name="Start").click()
    code = code_of(ann)
    for name in ("Ben", "Cy"):
        page = pages.new()
        page.goto(f"/join/{code}")
        page.fill("input[name=name]", name)
        page.get_by_role("button", name="Join").click()
    expect(page.locator("form .error")).to_contain_text(f"every seat in game {code} is taken")
    expect(page.locator("form .error a")).to_have_text("Watch the game instead")


def test_my_games_keeps_finished_games_apart_and_asks_before_forgetting(
    pages: Pages, server: Server
) -> None:
    page = pages.new()
    page.goto("/new/nim")
    page.fill("input[name=name]", "Ann")
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "1")
    page.get_by_role("button", name="Start").click()
    done = code_of(page)
    page.get_by_role("button", name="Take 1").click()
    expect(page.locator(".result")).to_be_visible()
    page.goto("/new/nim")
    page.check("input[value=online]")
    page.get_by_role("button", name="Start").click()
    waiting = code_of(page)
    expect(page.locator(".share")).to_be_visible()

    page.goto("/games")
    finished = page.locator('ul[data-list="finished"]')
    playing = page.locator('ul[data-list="playing"]')
    expect(finished.locator(f'li[data-code="{done}"] .badge')).to_have_text(
        "Game over: you won (Ann 1, Computer (Medium) 0)"
    )
    expect(finished.locator(f'li[data-code="{done}"]')).to_contain_text("against Computer (Medium)")
    expect(finished.locator(f'li[data-code="{done}"] .my-when')).to_have_text("last move just now")
    ago = page.evaluate(
        "import('/static/pages/mygames.js').then(m => [42, 300, 7200, 90000, 200000].map(m.agoText))"
    )
    assert ago == ["just now", "5 min ago", "2 h ago", "1 day ago", "2 days ago"]
    row = playing.locator(f'li[data-code="{waiting}"]')
    expect(row).to_contain_text("against a free seat")
    expect(row.locator(".badge")).to_have_text("Waiting for 1 more player to join…")
    # Forget asks first; Keep keeps the game.
    row.locator('button[data-action="forget"]').click()
    expect(row.locator(".my-confirm")).to_contain_text("This browser's seat in it is lost.")
    row.locator('button[data-action="forget-no"]').click()
    expect(row.locator(".my-confirm")).to_be_hidden()
    assert waiting in page.evaluate("Object.keys(JSON.parse(localStorage['eqgames.games']))")
    row.locator('button[data-action="forget"]').click()
    row.locator('button[data-action="forget-yes"]').click()
    expect(page.locator(f'li[data-code="{waiting}"]')).to_have_count(0)
    assert waiting not in page.evaluate("Object.keys(JSON.parse(localStorage['eqgames.games']))")
    assert server.room(waiting)["status"] == "waiting"  # the game itself is still there


def test_resigning_asks_first_and_ends_the_game_from_the_table_and_from_my_games(
    pages: Pages, server: Server
) -> None:
    page = pages.new()
    page.goto("/new/nim")
    page.fill("input[name=name]", "Ann")
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "30")
    page.get_by_role("button", name="Start").click()
    at_table = code_of(page)
    expect(page.locator(".status")).to_have_text("Your turn.")
    page.locator('button[data-action="resign"]').click()
    expect(page.locator(".my-confirm")).to_contain_text("The game ends now and you lose.")
    page.locator('button[data-action="resign-no"]').click()
    assert server.room(at_table)["status"] == "playing"
    page.locator('button[data-action="resign"]').click()
    page.locator('button[data-action="resign-yes"]').click()
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".log")).to_contain_text("Ann (you) resigned.")
    expect(page.locator('button[data-action="resign"]')).to_be_hidden()
    room = server.room(at_table)
    assert room["status"] == "over" and room["result"]["ranking"][-1] == [0]

    page.goto("/new/nim")
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "30")
    page.get_by_role("button", name="Start").click()
    from_list = code_of(page)
    expect(page.locator(".status")).to_have_text("Your turn.")
    page.goto("/games")
    row = page.locator(f'ul[data-list="playing"] li[data-code="{from_list}"]')
    row.locator('button[data-action="resign"]').click()
    row.locator('button[data-action="resign-yes"]').click()
    done = page.locator(f'ul[data-list="finished"] li[data-code="{from_list}"]')
    expect(done.locator(".badge")).to_have_text(re.compile(r"^Game over: Computer \(Medium\) won"))
    expect(done.locator(".review-link")).to_be_visible()
    assert server.room(from_list)["result"]["ranking"][-1] == [0]
