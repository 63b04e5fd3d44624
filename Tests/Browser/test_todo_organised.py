"""ToDo's quick add that understands, and items organised by list, priority, label and repeat: what the
line understood is shown while typing, the item carries it, and checking a repeating item schedules the
next — axe-clean on a desktop and a phone, nothing sideways."""

import re
import uuid

import pytest
from playwright.sync_api import expect

from support import PHONE, axe_violations, open_empty_todo


@pytest.fixture(scope="module")
def account(api) -> tuple[str, str]:
    """One account for these tests, its list emptied by each."""
    username = f"organised-{uuid.uuid4().hex[:8]}@example.com"
    api.sign_up(username, "todo-secret", "Otto Organised")
    return username, "todo-secret"


@pytest.fixture
def signed_in(account, new_context):
    """Opens a page logged in to the account, with its list empty."""
    return lambda **options: open_empty_todo(new_context, account, **options)


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_quick_add_says_what_it_understood_and_a_weekly_item_moves_on_when_checked(signed_in, size):
    """Given the quick-add line, when someone types "Dentist friday 9am #health !2 every week @teeth",
    then the page says what it understood before adding; once added the item is due Friday at 9:00,
    priority 2, in health, labelled teeth, repeating weekly; checking it puts a finished copy in
    Finished and leaves it to do, due a week later."""
    page = signed_in(**size)
    page.fill("#quick-line", "Dentist friday 9am #health !2 every week @teeth")
    understood = page.locator("#quick-understood")
    expect(understood).to_be_visible()
    expect(understood).to_contain_text("“Dentist”")
    for words in ("Due: Fri", "09:00", "List: health", "Priority 2", "Repeats: Every week", "Label: teeth"):
        expect(understood).to_contain_text(words)
    page.wait_for_timeout(300)
    assert axe_violations(page) == []
    page.keyboard.press("Enter")
    row = page.locator("#todo-section li[data-item]").filter(has_text="Dentist")
    expect(row).to_contain_text("Priority 2")
    expect(row).to_contain_text("@teeth")
    expect(row).to_contain_text("Repeats every week")
    due = row.locator(".muted").first.inner_text()
    assert due.startswith("Due Fri") and due.endswith("09:00"), due

    row.get_by_role("button", name="Check “Dentist”").click()
    expect(page.locator("#done-section li[data-item]").filter(has_text="Dentist")).to_have_count(1)
    still = page.locator("#todo-section li[data-item]").filter(has_text="Dentist")
    expect(still).to_have_count(1)
    expect(still.locator(".muted").first).not_to_have_text(due)
    page.wait_for_timeout(600)
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_long_list_name_and_labels_never_push_the_phone_page_sideways(signed_in):
    """Given an item in a list with a 50-letter name and long labels, then on a 390 px phone the row
    wraps them and the page does not scroll sideways."""
    page = signed_in(**PHONE)
    page.fill("#quick-line", "Long names #" + "L" * 50 + " @" + "x" * 50 + " @" + "y" * 50)
    page.keyboard.press("Enter")
    expect(page.locator("#todo-section li[data-item]").filter(has_text="Long names")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


SPY = """
window.__notes = [];
if (window.ServiceWorkerRegistration) {
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    window.__notes.push(title);
    return show.call(this, title, options).catch(() => {});
  };
}
if (window.Notification) {
  const Original = window.Notification;
  window.Notification = class extends Original {
    constructor(title, options) { super(title, options); window.__notes.push(title); }
  };
}
"""


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_a_reminder_that_has_come_is_a_notification_once(signed_in, size):
    """Given notifications allowed and an item whose reminder time has come, when the to-do page is
    open, then a system notification names the item — once: opening the page again shows none."""
    page = signed_in(permissions=["notifications"], timezone_id="UTC", **size)
    page.context.add_init_script(SPY)
    page.fill("#quick-line", "Call the bank")
    page.keyboard.press("Enter")
    row = page.locator("#todo-section li[data-item]").filter(has_text="Call the bank")
    expect(row).to_have_count(1)
    row.get_by_role("link", name="Edit “Call the bank”").click()
    page.get_by_role("link", name="All details").click()
    now = page.evaluate("new Date().toISOString().slice(0, 16)")
    page.fill("#reminder", now)
    page.get_by_role("button", name="Save changes").click()
    page.goto("/todo")
    expect(page.locator("#todo-section li[data-item]").filter(has_text="Call the bank")).to_contain_text("Reminder ")
    page.wait_for_function("window.__notes.length > 0", timeout=10_000)
    assert page.evaluate("window.__notes") == ["Call the bank"]
    page.wait_for_timeout(600)
    assert axe_violations(page) == []
    page.reload()
    page.wait_for_timeout(1_500)
    assert page.evaluate("window.__notes") == [], "shown once"


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_ctrl_z_undoes_the_last_change_and_undo_returns_focus_to_the_item(signed_in, size):
    """Given two items, when one is checked and Ctrl+Z pressed, then it is back in To Do; when one is
    deleted and Ctrl+Z pressed, then it is back where it was with the focus on it; the Undo button
    after a delete also puts the focus on the item it restored."""
    page = signed_in(**size)
    for title in ("First thing", "Second thing"):
        page.fill("#quick-line", title)
        page.keyboard.press("Enter")
        expect(page.locator("#todo-section li[data-item]").filter(has_text=title)).to_have_count(1)
    page.get_by_role("button", name="Check “First thing”").click()
    expect(page.locator("#done-section li[data-item]").filter(has_text="First thing")).to_have_count(1)
    page.keyboard.press("Control+z")
    expect(page.locator("#todo-section li[data-item]").filter(has_text="First thing")).to_have_count(1)
    expect(page.get_by_role("button", name="Check “First thing”")).to_be_focused()

    page.get_by_role("button", name="Delete “Second thing”").click()
    expect(page.locator("#todo-section li[data-item]").filter(has_text="Second thing")).to_have_count(0)
    page.keyboard.press("Control+z")
    expect(page.locator("#todo-section li[data-item]").filter(has_text="Second thing")).to_have_count(1)
    expect(page.get_by_role("button", name="Check “Second thing”")).to_be_focused()

    page.get_by_role("button", name="Delete “First thing”").click()
    page.get_by_role("button", name="Undo").click()
    expect(page.get_by_role("button", name="Check “First thing”")).to_be_focused()
    page.wait_for_timeout(600)
    assert axe_violations(page) == []


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_lists_labels_search_and_moving_items_up_and_down(signed_in, size):
    """Given items in lists and with labels, then the page offers each list (the Inbox first) and label
    as a view; a list's view shows its items and a quick add there goes to that list; search finds
    items by any of their words; items without a date move up and down by button and by Alt+arrow."""
    page = signed_in(**size)
    for line in ["Dentist #health @teeth", "Run 5k #health", "Buy oat milk @shop", "Call Ann", "Pay rent"]:
        page.fill("#quick-line", line)
        page.keyboard.press("Enter")
    expect(page.locator("#todo-section li[data-item]:not(.waiting)")).to_have_count(5)
    lists = page.get_by_role("navigation", name="Lists and labels")
    expect(lists.get_by_role("link")).to_have_text(
        [re.compile(r"^Inbox \(3\)"), re.compile(r"^health \(2\)"), re.compile(r"^@shop \(1\)"),
         re.compile(r"^@teeth \(1\)")])
    lists.get_by_role("link", name=re.compile("^health")).click()
    expect(page.locator("#todo-filter")).to_contain_text("List: health")
    expect(page.locator("#todo-section li[data-item] [data-action=open]")).to_have_text(["Dentist", "Run 5k"])
    page.fill("#quick-line", "Stretch")
    page.keyboard.press("Enter")
    expect(page.locator("#todo-section li[data-item]:not(.waiting) [data-action=open]")).to_have_text(
        ["Dentist", "Run 5k", "Stretch"])
    expect(page.locator("#todo-section li[data-item]").filter(has_text="Stretch")).to_contain_text("health")
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    page.get_by_role("link", name="Show everything").click()
    page.fill("#todo-search-text", "milk OAT")
    page.keyboard.press("Enter")
    expect(page.locator("#todo-section li[data-item] [data-action=open]")).to_have_text(["Buy oat milk"])
    expect(page.locator("#todo-filter")).to_contain_text("Search: “milk OAT”")

    page.goto("/todo?list=Inbox")
    rows = page.locator("#no-date-section li[data-item] [data-action=open]")
    expect(rows).to_have_text(["Buy oat milk", "Call Ann", "Pay rent"])
    page.get_by_role("button", name="Move “Pay rent” up").click()
    expect(rows).to_have_text(["Buy oat milk", "Pay rent", "Call Ann"])
    expect(page.get_by_role("button", name="Move “Pay rent” up")).to_be_focused()
    page.keyboard.press("Alt+ArrowUp")
    expect(rows).to_have_text(["Pay rent", "Buy oat milk", "Call Ann"])
    page.wait_for_timeout(500)
    page.reload()
    expect(rows).to_have_text(["Pay rent", "Buy oat milk", "Call Ann"])
    page.get_by_role("button", name="Check “Pay rent”").focus()
    page.keyboard.press("Alt+ArrowDown")
    expect(rows).to_have_text(["Buy oat milk", "Pay rent", "Call Ann"])
