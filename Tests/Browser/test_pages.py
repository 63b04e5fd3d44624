"""What every page shares: the front door, the keyboard, a phone's width, the Content-Security-
Policy and a clean console; and the screenshots for people to look at."""

import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone

import pytest
from playwright.sync_api import Page, Response, expect

from conftest import open_context
from conftest import sign_up
from support import DESKTOP, MEMBER, PHONE, all_text_lines, axe_violations, solid_jpeg, text_lines

# Who looks at a page: nobody logged in, the demo member (company app) or the demo admin
# (dashboard).
ANONYMOUS, AS_MEMBER, AS_ADMIN = "anonymous", "member", "admin"
PRODUCT = "/market/items/{product}"

PAGES = [
    (ANONYMOUS, "/"),
    (ANONYMOUS, "/market"),
    (ANONYMOUS, "/market?page=2"),
    (ANONYMOUS, "/market?search=lamp&sort=price-low&view=list"),
    (ANONYMOUS, PRODUCT),
    (ANONYMOUS, PRODUCT + "/edit"),
    (AS_MEMBER, "/market/new"),
    (ANONYMOUS, "/app/login"),
    (AS_MEMBER, "/app/announcements"),
    (AS_MEMBER, "/app/calendar"),
    (AS_MEMBER, "/app/org"),
    (AS_MEMBER, "/app/purchases"),
    (AS_MEMBER, "/app/purchases/new"),
    (AS_MEMBER, "/app/settings"),
    (AS_MEMBER, "/todo"),
    (AS_MEMBER, "/todo/new"),
    (AS_ADMIN, "/dashboard"),
    (AS_ADMIN, "/app/accounts"),
    (AS_ADMIN, "/app/announcements/new"),
    (AS_ADMIN, "/app/calendar/new"),
    (AS_ADMIN, "/app/org/new"),
    (AS_ADMIN, "/app/catalogue"),
    (ANONYMOUS, "/docs"),
]


@dataclass
class Visit:
    page: Page
    response: Response
    problems: list[str]  # errors the console logged, scripts' uncaught errors among them


@pytest.fixture
def visitor(new_context, member_login, admin_login, sample_product):
    """`visitor(who, path, **context_options)` → a Visit of a fresh page at `path` as `who`."""

    def visit(who: str, path: str, **options) -> Visit:
        state = {AS_MEMBER: member_login, AS_ADMIN: admin_login}.get(who)
        context = new_context(storage_state=state, **options)
        problems = []
        context.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
        context.on("weberror", lambda error: problems.append(f"uncaught: {error.error}"))
        page = context.new_page()
        response = page.goto(path.format(product=sample_product["id"]), wait_until="networkidle")
        assert response.ok, f"{path}: {response.status}"
        return Visit(page, response, problems)

    return visit


def page_id(case):
    return f"{case[0]}:{case[1]}"


def test_the_front_door_leads_to_the_apps(page):
    """Given the front door, then it names the apps and the demo accounts, and its Open Market link
    leads to the market."""
    page.goto("/")
    expect(page.locator("h1")).to_have_text("Three apps, one server")
    for name in ["Open Market", "Company app", "ToDo", "Dashboard"]:
        expect(page.locator(".apps").get_by_role("link", name=name)).to_be_visible()
    expect(page.get_by_role("region", name="Demo accounts")).to_contain_text(MEMBER[0])
    page.locator(".apps").get_by_role("link", name="Open Market").click()
    page.wait_for_url("**/market")
    expect(page.locator("li.product-card").first).to_be_visible()


# The keyboard


def test_the_skip_link_comes_first_and_leads_into_the_content(page):
    """Given a page without a form, when someone presses Tab, then the skip link is focused, on
    screen; Enter moves the focus into the content."""
    page.goto("/market")
    page.keyboard.press("Tab")
    skip = page.locator("a.skip-link")
    expect(skip).to_be_focused()
    expect(skip).to_have_text("Skip to the content")
    assert skip.bounding_box()["x"] >= 0, "the focused skip link is off screen"
    page.keyboard.press("Enter")
    expect(page.locator("main#main")).to_be_focused()


def test_the_login_works_with_the_keyboard_alone(page):
    """Given the company app's login form, when it opens, then the username is focused at once; Tab
    reaches the password and Enter logs in, with the keyboard alone."""
    page.goto("/app/login")
    expect(page.locator("#username")).to_be_focused()
    page.keyboard.type(MEMBER[0])
    page.keyboard.press("Tab")
    expect(page.locator("#password")).to_be_focused()
    page.keyboard.type(MEMBER[1])
    page.keyboard.press("Enter")
    page.wait_for_url("**/app/announcements")


def test_the_register_form_works_with_the_keyboard(page):
    """Given the register form, when it opens, then its first field is focused; Tab goes through
    the fields in the order they are shown; Enter sends it, and the first problem gets the focus."""
    sign_up(page, "Kay Board")
    page.goto("/market/new")
    expect(page.locator("#title")).to_be_focused()
    order = ["title"]
    for _ in range(8):
        page.keyboard.press("Tab")
        order.append(page.evaluate("document.activeElement.id || document.activeElement.textContent.trim()"))
    assert order == ["title", "price", "discounted_price", "currency", "stock", "category", "descriptions", "photos",
                     "submit-button"]
    page.keyboard.press("Enter")
    expect(page.locator("#title")).to_be_focused()
    expect(page.locator('[data-error-for="title"]')).not_to_be_empty()


# A phone's width


@pytest.mark.parametrize("case", [
    (ANONYMOUS, "/"), (ANONYMOUS, "/market"), (ANONYMOUS, PRODUCT), (AS_MEMBER, "/market/new"),
    (ANONYMOUS, "/app/login"), (AS_MEMBER, "/app/calendar"), (AS_MEMBER, "/app/org"),
    (AS_MEMBER, "/app/purchases"), (AS_MEMBER, "/app/purchases/new"), (AS_MEMBER, "/todo"),
    (AS_ADMIN, "/dashboard"), (ANONYMOUS, "/docs"),
], ids=page_id)
def test_no_page_scrolls_sideways_on_a_phone(visitor, case):
    """Given a 390 px wide phone, when a page is shown, then it is no wider than the screen."""
    page = visitor(*case, **PHONE).page
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"{case[1]} is {width} px wide on a 390 px screen"


def test_the_five_tabs_fit_on_a_phone(visitor):
    """Given a 390 px wide phone, when a company app screen is shown, then all five tabs are on
    screen without scrolling the tab bar."""
    page = visitor(AS_MEMBER, "/app/calendar", **PHONE).page
    tabs = page.get_by_role("navigation", name="Company app").get_by_role("link")
    expect(tabs).to_have_count(5)
    for tab in tabs.all():
        box = tab.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, f"{tab.inner_text()} is not on screen"


# Content-Security-Policy and the console


@pytest.mark.parametrize("case", PAGES, ids=page_id)
def test_every_page_allows_only_its_own_scripts_and_logs_no_errors(visitor, case):
    """Given a page, then its answer's Content-Security-Policy allows scripts only from this server,
    and using it logs no error or policy violation."""
    visit = visitor(*case)
    policy = visit.response.headers.get("content-security-policy", "")
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    visit.page.mouse.wheel(0, 20_000)  # the market's feed, lazy images
    visit.page.wait_for_load_state("networkidle")
    assert visit.problems == []


def test_the_error_page_has_the_same_policy(page):
    """Given an address with no product, then the error page says so under the same policy."""
    response = page.goto("/market/items/999999999")
    assert response.status == 404
    assert "script-src 'self'" in response.headers.get("content-security-policy", "")
    expect(page.locator("h1")).to_have_text("Page not found")
    # A way on, not a dead end
    expect(page.locator("main").get_by_role("link", name="Open Market")).to_be_visible()


# Screenshots


SCREENSHOTS = [
    ("front-door", ANONYMOUS, "/"),
    ("market", ANONYMOUS, "/market"),
    ("product", ANONYMOUS, PRODUCT),
    ("market-new", AS_MEMBER, "/market/new"),
    ("announcements", AS_MEMBER, "/app/announcements"),
    ("calendar", AS_MEMBER, "/app/calendar"),
    ("org", AS_MEMBER, "/app/org"),
    ("purchases", AS_MEMBER, "/app/purchases"),
    ("todo", AS_MEMBER, "/todo"),
    ("dashboard", AS_ADMIN, "/dashboard"),
    ("docs", ANONYMOUS, "/docs"),
    ("design", ANONYMOUS, "/design"),
]

# What the demo member's list holds in the screenshots: title, whether it is finished.
SCREENSHOT_TODOS = [("Renew the office lease", False), ("Order printer paper", False), ("Book the team lunch", True)]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_screenshots(visitor, member_page, screenshot, screenshot_folder, size, scheme):
    """Saves each main page as a PNG, desktop and phone sized, in the light and the dark theme
    (`NAME-SIZE.png`, `NAME-SIZE-dark.png`), when MYBIZ_SCREENSHOTS names a folder."""
    if screenshot_folder is None:
        pytest.skip("MYBIZ_SCREENSHOTS is not set")
    for title, finished in SCREENSHOT_TODOS:
        member_page.goto("/todo")
        if member_page.get_by_role("link", name=title).count():
            continue
        member_page.goto("/todo/new")
        member_page.fill("#title", title)
        member_page.get_by_role("button", name="Add", exact=True).click()
        if finished:
            member_page.get_by_role("button", name=f"Check “{title}”").click()
    options = {**(DESKTOP if size == "desktop" else PHONE), "color_scheme": scheme}
    suffix = "-dark" if scheme == "dark" else ""
    for name, who, path in SCREENSHOTS:
        screenshot(visitor(who, path, **options).page, f"{name}-{size}{suffix}")


# Hostile text: words longer than any screen

LONG_WORD = "Supercalifragilisticexpialidocious" * 6  # 204 characters, no space to break at


@pytest.fixture(scope="module")
def long_texts(api, browser, server, member_login):
    """A product, a to-do item and a purchase order whose every text is one very long word; returns
    the paths to look at them."""
    product = api.register([solid_jpeg((200, 120, 40))], title=LONG_WORD[:200], descriptions=LONG_WORD * 9)
    token = api.token(*MEMBER)
    company_product = api.ok_json("GET", "/api/products", headers={"Authorization": f"Bearer {token}"})[0]
    order = {"poNumber": LONG_WORD[:100], "comment": (LONG_WORD * 10)[:2000],
             "purchases": [{"productId": company_product["id"], "quantity": 1}]}
    api.ok_json("POST", "/api/purchases", json.dumps(order).encode(),
                {"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    context, _ = open_context(browser, server, storage_state=member_login)
    page = context.new_page()
    page.goto("/todo/new")
    for field, text in [("title", LONG_WORD[:200]), ("placeName", LONG_WORD), ("address", LONG_WORD),
                        ("description", LONG_WORD * 5)]:
        page.fill(f"#{field}", text)
    page.locator("main form button[type=submit]").first.click()
    page.wait_for_url("**/todo?notice=added")
    item = page.locator("#todo-section li[id^=item-] a").first.get_attribute("href")
    context.close()
    return [f"/market/items/{product['id']}", f"/market/items/{product['id']}/edit", "/market", "/todo", item,
            "/app/purchases"]


@pytest.mark.parametrize("index", range(6))
def test_no_page_scrolls_sideways_whatever_the_text(visitor, long_texts, index):
    """Given a product, a to-do item and a purchase order whose texts are single 200- to 2,000-character
    words, when their pages are shown on a 390 px phone, then no page is wider than the screen."""
    path = long_texts[index]
    page = visitor(AS_MEMBER, path, **PHONE).page
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"{path} is {width} px wide on a 390 px screen"


# Accessibility: axe on every page, on a desktop and a phone, in the light theme and the dark one

ACCESSIBILITY_PAGES = PAGES + [(ANONYMOUS, "/design"), (ANONYMOUS, "/nowhere"), (ANONYMOUS, "/offline")]
THEMES = [("desktop-light", {**DESKTOP, "color_scheme": "light"}), ("phone-light", {**PHONE, "color_scheme": "light"}),
          ("desktop-dark", {**DESKTOP, "color_scheme": "dark"}), ("phone-dark", {**PHONE, "color_scheme": "dark"})]


@pytest.mark.parametrize("theme", THEMES, ids=[name for name, _ in THEMES])
@pytest.mark.parametrize("case", ACCESSIBILITY_PAGES, ids=page_id)
def test_every_page_meets_wcag_22_aa(new_context, member_login, admin_login, sample_product, case, theme):
    """Given a page on a desktop or a phone, in the light theme or the dark one, when axe-core checks
    it, then it breaks no WCAG 2.2 A or AA rule — contrast included."""
    who, path = case
    state = {AS_MEMBER: member_login, AS_ADMIN: admin_login}.get(who)
    page = new_context(storage_state=state, **theme[1]).new_page()
    page.goto(path.format(product=sample_product["id"]), wait_until="networkidle")
    violations = axe_violations(page)
    assert not violations, f"{path} ({theme[0]}):\n" + "\n".join(violations)


def _login_error(page: Page):
    page.fill("#username", MEMBER[0])
    page.fill("#password", "not the password")
    page.locator("main form button[type=submit]").click()
    expect(page.locator(".error, [role=alert]").first).to_be_visible()


def _order_errors(page: Page):
    page.locator("#order-form").evaluate("form => { form.noValidate = true; }")
    page.get_by_role("button", name="Save the order").click()
    expect(page.locator("#form-problems")).to_be_visible()


def _todo_errors(page: Page):
    page.locator("main form").evaluate("form => { form.noValidate = true; }")
    page.fill("#title", "   ")
    page.locator("main form button[type=submit]").click()
    expect(page.locator("#form-problems")).to_be_visible()


def _register_errors(page: Page):
    page.locator("#item-form button[type=submit]").click()
    expect(page.locator("#title[aria-invalid=true]")).to_be_visible()


def _delete_dialog_error(page: Page):
    page.locator("#delete-button").click()
    page.fill("#delete-password", "wrong")
    page.locator("#delete-confirm").click()
    expect(page.locator("#delete-error")).not_to_be_empty()


def _account_menu_open(page: Page):
    page.locator("details.account summary").click()
    expect(page.locator("details.account .menu")).to_be_visible()


def _feed_scrolled(page: Page):
    page.mouse.wheel(0, 20_000)
    expect(page.locator("#product-grid > li")).not_to_have_count(20)


def _photos_full_size(page: Page):
    page.locator("[data-zoom='1']").click()
    expect(page.locator("#photo-viewer img").first).to_be_visible()


def _edit_photos(page: Page):
    page.fill("#check-password", "browser-test")
    page.locator("#password-step button[type=submit]").click()
    expect(page.locator("#photo-list > li")).to_have_count(3)


STATES = [
    ("login with a wrong password", ANONYMOUS, "/app/login", _login_error),
    ("an order with every field wrong", AS_MEMBER, "/app/purchases/new", _order_errors),
    ("a to-do item with a blank title", AS_MEMBER, "/todo/new", _todo_errors),
    ("a product registered with nothing filled in", AS_MEMBER, "/market/new", _register_errors),
    ("the delete dialog after a wrong password", ANONYMOUS, PRODUCT, _delete_dialog_error),
    ("the account menu open", AS_MEMBER, "/app/announcements", _account_menu_open),
    ("the feed after a scroll", ANONYMOUS, "/market", _feed_scrolled),
    ("a product's photos full size", ANONYMOUS, PRODUCT, _photos_full_size),
    ("a product's photos on its edit form", ANONYMOUS, PRODUCT + "/edit", _edit_photos),
]


@pytest.mark.parametrize("theme", [THEMES[0], THEMES[3]], ids=[THEMES[0][0], THEMES[3][0]])
@pytest.mark.parametrize("state", STATES, ids=[state[0] for state in STATES])
def test_every_state_meets_wcag_22_aa(new_context, member_login, admin_login, sample_product, state, theme):
    """Given a page brought into a state the other browser tests visit — errors shown, a dialog or a
    menu open, more of the feed loaded — when axe-core checks it, then it breaks no WCAG 2.2 A or AA
    rule, on a desktop in the light theme and on a phone in the dark one."""
    _, who, path, act = state
    storage = {AS_MEMBER: member_login, AS_ADMIN: admin_login}.get(who)
    page = new_context(storage_state=storage, **theme[1]).new_page()
    page.goto(path.format(product=sample_product["id"]), wait_until="networkidle")
    act(page)
    page.wait_for_load_state("networkidle")
    violations = axe_violations(page)
    assert not violations, f"{state[0]} ({theme[0]}):\n" + "\n".join(violations)


# Touch targets on a phone

TARGETS = ("button, .button, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea, summary, "
           "nav a, label:has(> input[type=checkbox]), label:has(> input[type=radio])")


@pytest.mark.parametrize("case", PAGES, ids=page_id)
def test_touch_targets_are_at_least_44_px_on_a_phone(visitor, case):
    """Given a page on a 390 px phone, when its controls are measured — buttons, fields, menus, the
    links of its navigation, the labels around check boxes and radio buttons — then each visible one
    is at least 44 × 44 CSS pixels. Links inside running text are exempt, as WCAG 2.5.8 allows."""
    page = visitor(*case, **PHONE).page
    small = page.evaluate("""(selector) => [...document.querySelectorAll(selector)].filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || style.visibility === "hidden" || element.closest("[hidden], template, dialog:not([open])")) return false;
        return box.height < 44 - 0.5 || box.width < 44 - 0.5;
      }).map((element) => `${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""} "${(element.innerText || element.value || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`)""", TARGETS)
    assert not small, f"{case[1]}: smaller than 44 × 44 px:\n" + "\n".join(small)


# Tables on a phone

def test_order_lines_on_a_phone_have_two_columns(visitor):
    """Given the demo member's purchase orders, when they are shown on a 390 px phone, then each
    order's lines fit without scrolling — the product with its quantity and unit price under it, and
    the amount — and on a desktop the lines have their four columns."""
    phone = visitor(AS_MEMBER, "/app/purchases", **PHONE).page
    lines = phone.locator("table.order-lines").first
    expect(lines.locator("thead th:visible")).to_have_text(["Product", "Amount"])
    region = lines.locator("xpath=..")
    assert region.evaluate("e => e.scrollWidth <= e.clientWidth"), "the lines scroll sideways on a phone"
    expect(lines.locator("tbody tr").first.locator(".line-detail")).to_have_text(re.compile(r"^\d+ × \$[\d,]+\.\d\d$"))

    desktop = visitor(AS_MEMBER, "/app/purchases", **DESKTOP).page
    lines = desktop.locator("table.order-lines").first
    expect(lines.locator("thead th:visible")).to_have_text(["Product", "Quantity", "Unit price", "Amount"])
    expect(lines.locator("tbody tr").first.locator(".line-detail")).to_be_hidden()


def test_dashboard_code_names_wrap_between_words_on_a_phone(visitor, api):
    """Given an event with a long camelCase name, when the dashboard is shown on a 390 px phone, then
    the name wraps between its words — no line of it ends inside a word — and its table fits."""
    token = api.token(*MEMBER)
    name = "purchaseOrderSubmittedFromSettingsTab"
    now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    api.ok_json("POST", "/api/analytics", json.dumps({"name": name, "type": "buttonTap", "recordedDate": now}).encode(),
                {"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    page = visitor(AS_ADMIN, "/dashboard", **PHONE).page
    cell = page.locator("#events-table td.name", has_text=name)
    lines = text_lines(cell)
    assert "".join(lines) == name
    assert len(lines) > 1, "the name did not need to wrap: the test shows nothing"
    assert all(line[0].isupper() or index == 0 for index, line in enumerate(lines)), lines
    region = page.locator("#events-table").locator("xpath=..")
    assert region.evaluate("e => e.scrollWidth <= e.clientWidth"), "the events table scrolls sideways"


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_daily_chart_keeps_its_labels_inside(visitor, api, size):
    """Given a report today, when the dashboard shows the week's chart on a phone (where its words are
    drawn large) and on a desktop, then every label — the first day's, the last day's, the top of the
    axis — lies inside the chart, none cut by its edge or running into another, and none is drawn
    much larger than the page's text."""
    token = api.token(*MEMBER)
    now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    api.ok_json("POST", "/api/analytics", json.dumps({"name": "calendarShown", "type": "screenView",
                                                      "recordedDate": now}).encode(),
                {"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    page = visitor(AS_ADMIN, "/dashboard", **size).page
    labels = page.locator("svg.chart").first.evaluate("""svg => {
        const box = svg.getBoundingClientRect();
        const texts = [...svg.querySelectorAll('text')].filter(t => getComputedStyle(t).display !== 'none');
        const boxes = texts.map(t => t.getBoundingClientRect());
        const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return texts.map((t, i) => ({
            text: t.textContent, height: t.hasAttribute('transform') ? boxes[i].width : boxes[i].height,
            inside: boxes[i].left >= box.left + 2 && boxes[i].right <= box.right - 2
                && boxes[i].top >= box.top + 2 && boxes[i].bottom <= box.bottom - 2,
            meets: texts.filter((_, j) => j !== i && meets(boxes[i], boxes[j])).map(other => other.textContent),
        }));
    }""")
    assert len(labels) >= 10, labels
    assert [label["text"] for label in labels if not label["inside"]] == []
    assert [(label["text"], label["meets"]) for label in labels if label["meets"]] == []
    body = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
    assert max(label["height"] for label in labels) <= 1.5 * body, "the chart's words are drawn larger than the page's"


def test_the_demo_accounts_never_break_a_password_on_a_phone(visitor):
    """Given the front door on a 390 px phone, then each demo password shows on one line, each
    username breaks, if at all, only after its @ (so nobody copies "admin123" for "admin1234"), each
    role's words fit their column whole, and the table fits without scrolling."""
    page = visitor(ANONYMOUS, "/", **PHONE).page
    lines = all_text_lines(page.locator("#demo ~ .table-scroll code"))
    assert len(lines) >= 6, lines
    broken = [parts for parts in lines if any(not part.endswith("@") for part in parts[:-1])]
    assert broken == []
    region = page.locator("#demo ~ .table-scroll")
    assert region.evaluate("e => e.scrollWidth <= e.clientWidth"), "the accounts scroll sideways"
    roles = region.locator("tbody td:first-child").evaluate_all(
        "cells => cells.map(cell => cell.scrollWidth <= cell.clientWidth)")
    assert all(roles), "a role's word does not fit its column"

