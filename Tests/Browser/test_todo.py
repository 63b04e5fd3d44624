"""ToDo in the browser: a person's own list, To do and Finished, with ToDoKit's rules."""

import re
import uuid

import pytest
from playwright.sync_api import Page, expect

from support import log_in


@pytest.fixture
def person(api, new_context) -> Page:
    """A page logged in as a new account of its own, so its list starts empty."""
    username = f"todo-{uuid.uuid4().hex[:8]}@example.com"
    api.sign_up(username, "todo-secret", "Tess Todo")
    page = new_context().new_page()
    log_in(page, "/app/login?next=/todo", (username, "todo-secret"))
    page.wait_for_url("**/todo")
    return page


def add(page: Page, title: str, **fields):
    page.goto("/todo/new")
    page.fill("#title", title)
    for field, value in fields.items():
        page.fill(f"#{field}", value)
    page.get_by_role("button", name="Add", exact=True).click()


def section(page: Page, name: str):
    return page.locator(f"#{name}-section li[id] .title a")


def test_add_check_and_uncheck_move_items_between_the_sections(person):
    """Given an empty list, when three items are added, one checked and unchecked again, then each
    section lists its items in the order the person made."""
    for title in ["Buy milk", "Call Ada", "Book flights"]:
        add(person, title)
        expect(person.locator(".notice")).to_have_text("Added to your to-do list.")
    expect(section(person, "todo")).to_have_text(["Buy milk", "Call Ada", "Book flights"])
    person.get_by_role("button", name="Check “Buy milk”").click()
    expect(section(person, "todo")).to_have_text(["Call Ada", "Book flights"])
    expect(section(person, "done")).to_have_text(["Buy milk"])
    person.get_by_role("button", name="Uncheck “Buy milk”").click()
    expect(section(person, "done")).to_have_count(0)
    expect(section(person, "todo")).to_have_text(["Call Ada", "Book flights", "Buy milk"])
    person.get_by_role("button", name="Delete “Call Ada”").click()
    expect(section(person, "todo")).to_have_text(["Book flights", "Buy milk"])


def test_a_duplicate_of_an_unfinished_item_is_refused(person):
    """Given "Buy milk" to do, when it is added again in another case and with spaces around it,
    then the form says it is already there and the list keeps one."""
    add(person, "Buy milk")
    add(person, "  buy MILK ")
    expect(person.locator("#title-error")).to_contain_text("is already in your to-do list")
    expect(person.locator("#title")).to_have_value("  buy MILK ")
    person.goto("/todo")
    expect(section(person, "todo")).to_have_text(["Buy milk"])


def test_a_blank_title_is_refused_before_and_after_sending(person):
    """Given the input form, when the title is left empty, then the browser stops it; when only
    spaces are sent, the server says an item needs a title."""
    person.goto("/todo/new")
    person.get_by_role("button", name="Add", exact=True).click()
    expect(person).to_have_url(re.compile(r"/todo/new$"))
    person.fill("#title", "   ")
    person.get_by_role("button", name="Add", exact=True).click()
    expect(person.locator("#title-error")).to_have_text("An item needs a title.")


def test_an_item_shows_its_details_and_a_map_link(person):
    """Given an item with a due date, a place and a description, when its page is opened, then it
    shows them all, with a link to the place on OpenStreetMap, and can be checked from there."""
    add(person, "Dinner", dueDate="2030-05-17", placeName="Oak Café", address="1 Main St",
        latitude="37.5", longitude="127", description="Bring the book.")
    person.get_by_role("link", name="Dinner", exact=True).click()
    expect(person.locator("h1")).to_have_text("Dinner")
    for text in ["Fri 17 May 2030", "Oak Café", "1 Main St", "Bring the book."]:
        expect(person.locator("main")).to_contain_text(text)
    expect(person.get_by_role("link", name="Open in OpenStreetMap")).to_have_attribute(
        "href", "https://www.openstreetmap.org/?mlat=37.5&mlon=127.0#map=16/37.5/127.0")
    person.get_by_role("button", name="Check").click()
    expect(person.locator("main")).to_contain_text("Finished")


def test_without_a_login_the_list_asks_for_one_and_comes_back(new_context, api):
    """Given nobody logged in, when /todo is opened, then the login form shows, and logging in
    brings the person back to their list."""
    username = f"todo-{uuid.uuid4().hex[:8]}@example.com"
    api.sign_up(username, "todo-secret", "Tess Todo")
    page = new_context().new_page()
    page.goto("/todo")
    expect(page).to_have_url(re.compile(r"/app/login\?next=%2Ftodo$"))
    page.fill("#username", username)
    page.fill("#password", "todo-secret")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/todo$"))
    expect(page.locator("h1")).to_have_text("Your to-do list")


def test_the_place_fields_are_spaced_like_the_rest_of_the_form(person):
    """Given the new-item form on a 390 px phone, then no field of the Place group, nor of the Organise
    group, touches the one below it: each input stands apart from the next label, as the form's other
    fields do."""
    person.set_viewport_size({"width": 390, "height": 844})
    person.goto("/todo/new")
    expect(person.locator(".map-picker button")).to_be_visible()
    for group in person.locator("fieldset").all():
        gaps = group.evaluate("""group => {
            const blocks = [...group.children].filter(child => child.tagName !== 'LEGEND' && child.getClientRects().length);
            return blocks.slice(1).map((block, index) => ({
                after: blocks[index].textContent.trim().slice(0, 20) || blocks[index].tagName,
                gap: block.getBoundingClientRect().top - blocks[index].getBoundingClientRect().bottom,
            }));
        }""")
        assert len(gaps) >= 2, gaps
        assert [gap for gap in gaps if gap["gap"] < 8] == []
