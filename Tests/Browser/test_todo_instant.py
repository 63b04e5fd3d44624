"""ToDo as people expect of a list today: changes in place with Undo, quick add, edits, the list by
what is due, a map to pick places on, and keyboard shortcuts — axe-clean on a desktop and a phone."""

import base64
import os
import re
import subprocess
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from support import DESKTOP, PHONE, axe_violations, open_empty_todo, quick_add

# A 1 × 1 PNG standing in for OpenStreetMap's tiles, which this machine cannot reach.
TILE = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")


@pytest.fixture(scope="module")
def account(api) -> tuple[str, str]:
    """One account for these tests (sign-ups from one address are limited), its list emptied by each."""
    username = f"todo-{uuid.uuid4().hex[:8]}@example.com"
    api.sign_up(username, "todo-secret", "Tess Todo")
    return username, "todo-secret"


@pytest.fixture
def signed_in(account, new_context):
    """Opens a page logged in to the account, with its list empty."""
    return lambda **options: open_empty_todo(new_context, account, **options)


def titles(page: Page, section: str):
    return page.locator(f"#{section}-section li[id] [data-action=open]")


def no_sideways_scroll(page: Page):
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"the page is {width} px wide"


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_check_undo_and_quick_add_happen_in_place(signed_in, size):
    """Given a list long enough to scroll, when an item is checked, deleted and put back with Undo,
    then the page never reloads and the scroll position stays; quick add understands a trailing date."""
    page = signed_in(**size)
    for number in range(1, 16):
        quick_add(page, f"Task {number:02d}")  # typed while the one before is still being added
    expect(titles(page, "no-date")).to_have_count(15)
    quick_add(page, "Call Ann tomorrow 14:00")
    expect(titles(page, "upcoming")).to_have_text(["Call Ann"])
    expect(page.locator("#upcoming-section")).to_contain_text("14:00")
    expect(page.locator("#quick-line")).to_be_focused()
    assert axe_violations(page) == []
    no_sideways_scroll(page)

    page.evaluate("window.notReloaded = true")
    # Scrolled at once, not by the wheel: Playwright's wheel returns before the page has finished
    # scrolling, so a position read after it can still change.
    page.get_by_role("button", name="Check “Task 12”").evaluate(
        "button => button.scrollIntoView({block: 'center', behavior: 'instant'})"
    )
    scroll = page.evaluate("window.scrollY")
    assert scroll > 0
    page.get_by_role("button", name="Check “Task 12”").click()
    expect(titles(page, "done")).to_have_text(["Task 12"])
    assert page.evaluate("window.notReloaded") is True
    assert abs(page.evaluate("window.scrollY") - scroll) < 2

    page.get_by_role("button", name="Delete “Task 13”").click()
    expect(page.get_by_role("status")).to_contain_text("Deleted “Task 13”.")
    expect(page.get_by_role("button", name="Undo")).to_be_focused()
    # The Undo is where the item was: the page did not scroll away from it.
    assert abs(page.evaluate("window.scrollY") - scroll) < 2
    # Read from the top: at this scroll position a row half under the sticky header is, to axe, a
    # target partly hidden — a matter of where the page is scrolled, not of the page.
    page.evaluate("window.scrollTo(0, 0)")
    assert axe_violations(page) == []
    page.get_by_role("button", name="Undo").click()
    expect(page.get_by_role("status")).to_have_text("Put back.")
    expect(titles(page, "no-date").nth(11)).to_have_text("Task 13")
    assert page.evaluate("window.notReloaded") is True


def test_without_javascript_check_delete_and_undo_still_work(signed_in):
    """Given a browser without JavaScript, then checking, deleting and Undo work by loading pages."""
    page = signed_in(java_script_enabled=False)
    page.goto("/todo")
    page.fill("#quick-line", "Water the plants")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(titles(page, "no-date")).to_have_text(["Water the plants"])
    page.get_by_role("button", name="Check “Water the plants”").click()
    expect(titles(page, "done")).to_have_text(["Water the plants"])
    page.get_by_role("button", name="Delete “Water the plants”").click()
    expect(page.get_by_role("status")).to_contain_text("Deleted “Water the plants”.")
    # The delete was answered with a redirect: reloading shows the same page and sends nothing again.
    expect(page).to_have_url(re.compile(r"/todo\?deleted=[0-9A-F-]{36}$"))
    page.reload()
    expect(page.get_by_role("status")).to_contain_text("Deleted “Water the plants”.")
    page.get_by_role("button", name="Undo").click()
    expect(titles(page, "done")).to_have_text(["Water the plants"])
    page.go_back()
    expect(page.get_by_role("button", name="Undo")).to_have_count(0)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_overdue_items_are_marked_and_the_list_is_in_due_order(signed_in, size):
    """Given items due last year, today, later and never, then the list reads Overdue (marked),
    Today, Upcoming by date, No date; Finished folds away and stays folded."""
    page = signed_in(**size)
    for line in ["Someday", "Taxes 2030-04-15", "Renew passport 2020-03-01", "Stretch today", "Dentist 2029-01-10"]:
        quick_add(page, line)
        expect(page.locator(".notice")).to_have_text("Added to your to-do list.")
    expect(page.locator("h3.todo-group")).to_have_text([re.compile("^Overdue"), re.compile("^Today"),
                                                         re.compile("^Upcoming"), re.compile("^No date")])
    expect(titles(page, "overdue")).to_have_text(["Renew passport"])
    expect(page.locator("#overdue-section li").first.locator(".badge")).to_have_text("Overdue")
    expect(titles(page, "upcoming")).to_have_text(["Dentist", "Taxes"])
    assert axe_violations(page) == []
    no_sideways_scroll(page)
    page.locator("#finished > summary").click()
    page.reload()
    expect(page.locator("#finished")).not_to_have_attribute("open", "")


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_an_item_is_edited_on_the_web_and_keeps_its_place(signed_in, size):
    """Given an item, when its title is edited in place on the list, then it shows at once and stays;
    all its details — time and place — are edited on its own page, reached from there."""
    page = signed_in(timezone_id="Europe/Berlin", **size)
    quick_add(page, "Call Ada")
    expect(titles(page, "no-date")).to_have_text(["Call Ada"])
    page.get_by_role("link", name="Edit “Call Ada”").click()
    field = page.get_by_role("textbox", name="Title of “Call Ada”")
    expect(field).to_be_focused()
    assert axe_violations(page) == []
    field.fill("Call Ada soon")
    field.press("Enter")
    expect(titles(page, "no-date")).to_have_text(["Call Ada soon"])
    expect(page.get_by_role("button", name="Check “Call Ada soon”")).to_be_focused()
    page.reload()
    expect(titles(page, "no-date")).to_have_text(["Call Ada soon"])
    page.get_by_role("link", name="Edit “Call Ada soon”").click()
    page.get_by_role("textbox", name="Title of “Call Ada soon”").press("Escape")
    expect(page.get_by_role("button", name="Check “Call Ada soon”")).to_be_focused()
    page.get_by_role("link", name="Edit “Call Ada soon”").click()
    page.get_by_role("link", name="All details").click()
    expect(page.locator("h1")).to_have_text("Edit the item")
    assert axe_violations(page) == []
    no_sideways_scroll(page)
    page.fill("#title", "Call Ada back")
    page.fill("#dueDate", "2030-01-02")
    page.fill("#dueTime", "09:30")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_role("status")).to_have_text("Your changes are saved.")
    expect(page.locator("main")).to_contain_text("Wed 2 Jan 2030, 09:30")
    assert axe_violations(page) == []
    page.goto("/todo")
    expect(titles(page, "upcoming")).to_have_text(["Call Ada back"])


def test_keyboard_shortcuts_add_move_and_check(signed_in):
    """Given the list, when n, j and x are pressed, then the quick-add line takes focus, focus moves
    to the first item, and it is checked; the shortcuts are listed on the page."""
    page = signed_in()
    quick_add(page, "Read the brief")
    expect(titles(page, "no-date")).to_have_text(["Read the brief"])
    page.keyboard.press("Escape")
    page.keyboard.press("j")
    expect(page.get_by_role("button", name="Check “Read the brief”")).to_be_focused()
    page.keyboard.press("x")
    expect(titles(page, "done")).to_have_text(["Read the brief"])
    page.keyboard.press("n")
    expect(page.locator("#quick-line")).to_be_focused()
    page.get_by_text("Keyboard shortcuts").click()
    expect(page.locator("#shortcuts")).to_contain_text("Check or uncheck the item")


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_place_is_picked_on_the_map_and_shown_on_the_item(signed_in, size):
    """Given OpenStreetMap's tiles reachable, when the person clicks the map on the form, then the
    coordinates are filled in, and the item's page shows the place on a map; without the tiles the
    page says so plainly."""
    page = signed_in(**size)
    page.route("https://tile.openstreetmap.org/**", lambda route: route.fulfill(body=TILE, content_type="image/png"))
    page.goto("/todo/new")
    page.fill("#title", "Picnic")
    page.fill("#placeName", "The park")
    page.fill("#latitude", "37.5665")
    page.fill("#longitude", "126.978")
    page.get_by_role("button", name="Pick the point on a map").click()
    expect(page.locator("#map-status")).to_contain_text("Click the map")
    box = page.locator(".osm-map").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2 + 40, box["y"] + box["height"] / 2)
    latitude = float(page.input_value("#latitude"))
    longitude = float(page.input_value("#longitude"))
    assert abs(latitude - 37.5665) < 0.001 and 126.978 < longitude < 126.99
    page.evaluate("window.scrollTo(0, 0)")  # where the sticky header covers nothing
    assert axe_violations(page) == []
    no_sideways_scroll(page)
    page.get_by_role("button", name="Add", exact=True).click()
    page.get_by_role("link", name="Picnic", exact=True).click()
    expect(page.get_by_role("img", name="Map of The park")).to_be_visible()
    expect(page.locator("[data-map-status]")).to_have_text("The map shows The park.")
    assert axe_violations(page) == []

    offline = signed_in(**size)
    offline.route("https://tile.openstreetmap.org/**", lambda route: route.abort())
    offline.goto("/todo/new")
    offline.get_by_role("button", name="Pick the point on a map").click()
    expect(offline.locator("#map-status")).to_contain_text("cannot reach OpenStreetMap")
    offline.fill("#title", "Swim")
    offline.fill("#placeName", "The lake")
    offline.fill("#latitude", "59.3")
    offline.fill("#longitude", "18.1")
    offline.get_by_role("button", name="Add", exact=True).click()
    offline.get_by_role("link", name="Swim", exact=True).click()
    expect(offline.locator("[data-map-status]")).to_contain_text("cannot reach OpenStreetMap, so the map is not shown")


def test_the_terminal_and_the_browser_share_the_list(signed_in, account, server, tmp_path):
    """Given `mybiz biz login` in a terminal, when `mybiz todo add` runs there, then /todo shows the
    item; when it is checked on /todo, `mybiz todo list` shows it finished."""
    page = signed_in()
    binary = Path(os.environ.get("MYBIZ_BINARY", ".build/debug/mybiz")).resolve()
    environment = {**os.environ, "MYBIZ_SERVER": server.url, "XDG_CONFIG_HOME": str(tmp_path / "config"),
                   "XDG_DATA_HOME": str(tmp_path / "data"), "TZ": "UTC"}
    environment.pop("MYBIZ_TODO_STORE", None)

    def mybiz(*arguments, password=None):
        done = subprocess.run([str(binary), *arguments], env=environment, input=password, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return done.stdout

    mybiz("biz", "login", account[0], password=account[1] + "\n")
    assert mybiz("todo", "add", "From the terminal").startswith("Added “From the terminal” as item ")
    page.goto("/todo")
    expect(titles(page, "no-date")).to_have_text(["From the terminal"])
    page.get_by_role("button", name="Check “From the terminal”").click()
    expect(titles(page, "done")).to_have_text(["From the terminal"])
    listed = mybiz("todo", "list")
    assert "✓ From the terminal" in listed, listed


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_checking_by_keyboard_moves_the_focus_to_the_next_item_to_do(signed_in, size):
    """Given three items to do, when the first is checked with the keyboard, then the focus goes to
    the next item to do, in sight — not after the checked one into Finished, where a second press
    would have unchecked it; the last one to do, once checked, keeps the focus in Finished."""
    page = signed_in(**size)
    for title in ["Alpha task", "Bravo task", "Charlie task"]:
        quick_add(page, title)
    expect(titles(page, "no-date")).to_have_count(3)
    page.get_by_role("button", name="Check “Alpha task”").focus()
    page.keyboard.press("Space")
    expect(titles(page, "done")).to_have_text(["Alpha task"])
    bravo = page.get_by_role("button", name="Check “Bravo task”")
    expect(bravo).to_be_focused()
    expect(bravo).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(titles(page, "done")).to_have_count(2)
    charlie = page.get_by_role("button", name="Check “Charlie task”")
    expect(charlie).to_be_focused()
    page.keyboard.press("Space")
    expect(titles(page, "done")).to_have_count(3)
    expect(page.get_by_role("button", name="Uncheck “Charlie task”")).to_be_focused()


def test_a_delete_pressed_twice_on_a_slow_connection_keeps_the_page_and_its_undo(signed_in):
    """Given 300 ms of latency, when Delete is pressed twice 150 ms apart, then the item is gone at once —
    the second press finds nothing to press — the page stays the list, never an error page, and Undo
    puts it back."""
    page = signed_in()
    quick_add(page, "Pay the rent")
    quick_add(page, "Water the ficus")
    expect(titles(page, "no-date")).to_have_count(2)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": 300, "downloadThroughput": -1, "uploadThroughput": -1})
    address = page.url
    gone_at_once = page.get_by_role("button", name="Delete “Pay the rent”").evaluate(
        """button => {
            button.click();
            const gone = !document.querySelector('[aria-label="Delete “Pay the rent”"]');
            return new Promise(done => setTimeout(() => { button.click(); done(gone); }, 150));
        }""")
    assert gone_at_once, "the item was still there right after the press"
    expect(page.get_by_role("button", name="Undo")).to_be_visible(timeout=10_000)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(1_000)
    assert page.url == address, "the page was never left"
    expect(page.locator("body")).not_to_contain_text("Error 404")
    expect(titles(page, "no-date")).to_have_text(["Water the ficus"])
    page.get_by_role("button", name="Undo").click()
    expect(titles(page, "no-date")).to_have_text(["Pay the rent", "Water the ficus"])
