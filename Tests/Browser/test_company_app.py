"""The MyBiz company app at /app in a browser: logging in and out, the five screens and the views
they report to the dashboard, and the purchase order form."""

import datetime
import json
import re
import uuid

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from support import ADMIN, MANAGER, HEAD, MEMBER, PHONE, SCREEN_LABELS, axe_violations, log_in, wait_until

SCREEN_EVENTS = {"Announcements": "announcementsShown", "Calendar": "calendarShown", "Org chart": "orgChartShown",
                 "Purchases": "purchasesShown", "Settings": "settingShown"}


def is_screen_report(response) -> bool:
    return response.request.method == "POST" and response.url.endswith("/api/analytics")


def expect_screen(page, label: str):
    expect(page.locator(f"main[data-screen='{SCREEN_EVENTS[label]}']")).to_be_attached()
    expect(tab_bar(page).get_by_role("link", name=label)).to_have_attribute("aria-current", "page")


def tab_bar(page):
    return page.get_by_role("navigation", name="Company app")


def dashboard_views(page) -> dict[str, int]:
    rows = page.locator("#screens-table tbody tr")
    expect(rows.first).to_be_visible()
    return {row.locator("td.name").inner_text(): int(row.locator("td.views").inner_text()) for row in rows.all()}


def test_each_screen_shown_counts_one_view_on_the_dashboard(new_context):
    """Given an administrator's dashboard, when a member logs in and opens the other four screens
    from the tab bar, then each of the five screens has exactly one view more on the dashboard,
    and the member's session cookie is HttpOnly and SameSite=Strict."""
    admin = new_context().new_page()
    admin.goto("/dashboard")
    admin.wait_for_url("**/app/login?next=%2Fdashboard")
    admin.fill("#username", ADMIN[0])
    admin.fill("#password", ADMIN[1])
    admin.get_by_role("button", name="Log in").click()
    admin.wait_for_url("**/dashboard")
    before = dashboard_views(admin)
    assert set(SCREEN_LABELS) <= set(before), before

    member_context = new_context()
    member = member_context.new_page()
    member.goto("/app/login")
    member.fill("#username", MEMBER[0])
    member.fill("#password", MEMBER[1])
    with member.expect_response(is_screen_report) as report:
        member.get_by_role("button", name="Log in").click()
    member.wait_for_url("**/app/announcements")
    expect_screen(member, "Announcements")
    assert report.value.status == 200 and report.value.json()["name"] == "announcementsShown"
    for label in SCREEN_LABELS[1:]:
        with member.expect_response(is_screen_report) as report:
            tab_bar(member).get_by_role("link", name=label).click()
        expect_screen(member, label)
        assert report.value.status == 200
        assert report.value.json()["name"] == SCREEN_EVENTS[label]
        assert report.value.json()["type"] == "screenView"

    session = next(cookie for cookie in member_context.cookies() if cookie["name"] == "mybiz_session")
    assert session["httpOnly"] is True
    assert session["sameSite"] == "Strict"
    assert session["path"] == "/"

    expected = {label: before[label] + 1 for label in SCREEN_LABELS}
    after = {}

    def counted() -> bool:
        admin.reload()
        after.update(dashboard_views(admin))
        return all(after[label] >= expected[label] for label in SCREEN_LABELS)

    wait_until(counted, message="the member's five views on the dashboard")
    assert {label: after[label] for label in SCREEN_LABELS} == expected


def test_logging_out_ends_the_session(new_context):
    """Given a member logged in, when they log out on Settings, then they are on the login form and
    the screens send them back to it."""
    page = new_context().new_page()
    log_in(page, "/app/login", MEMBER)
    page.wait_for_url("**/app/announcements")
    tab_bar(page).get_by_role("link", name="Settings").click()
    expect(page.locator("dl.facts")).to_contain_text(MEMBER[0])
    page.get_by_role("button", name="Log out", exact=True).click()
    page.wait_for_url("**/app/login?notice=loggedout")
    expect(page.get_by_role("status")).to_have_text("You are logged out. Log in again whenever you like.")
    assert not any(cookie["name"] == "mybiz_session" and cookie["value"] for cookie in page.context.cookies())
    page.goto("/app/calendar")
    page.wait_for_url(re.compile(r"/app/login\?next="))
    expect(page.locator("#username")).to_be_visible()


def test_the_login_page_never_sends_anyone_to_another_site(member_page, server):
    """Given a member logged in, when they open a login link whose next address hides another
    site behind a tab character, then they stay on this server."""
    page = member_page
    own = server.url.split("/")[2]
    elsewhere = []
    page.on("request", lambda request: elsewhere.append(request.url) if request.url.split("/")[2] != own else None)
    try:
        page.goto("/app/login?next=/%09/127.0.0.1:9/phished")
    except PlaywrightError:
        pass  # the other "site" refuses the connection
    assert elsewhere == []


def test_a_member_cannot_open_the_dashboard(page):
    """Given a member signed in to the company app, then no tab or menu offers the dashboard, and
    its address answers a page saying it is for administrators."""
    log_in(page, "/app/login", MEMBER)
    page.wait_for_url("**/app/announcements")
    expect(page.locator("a[href='/dashboard']")).to_have_count(0)
    response = page.goto("/dashboard")
    assert response.status == 403
    expect(page.locator("main")).to_contain_text("The dashboard is for administrators.")


def test_an_admin_signed_in_to_the_app_opens_the_dashboard_without_another_login(page):
    """Given an administrator signed in to the company app, when they pick the Dashboard tab, then
    the dashboard opens at once, as a tab of the app."""
    log_in(page, "/app/login", ADMIN)
    page.wait_for_url("**/app/announcements")
    tab_bar(page).get_by_role("link", name="Dashboard").click()
    page.wait_for_url("**/dashboard")
    expect(page.locator("h1")).to_have_text("Which screens are used most")
    expect(tab_bar(page).get_by_role("link", name="Dashboard")).to_have_attribute("aria-current", "page")


def test_the_dashboard_period_applies_on_a_click_and_waits_for_enter_from_the_keyboard(page):
    """Given the dashboard, when a period is clicked, then it applies at once; when the arrow keys
    move through the periods, then the page stays and focus stays on the choice, and Enter applies
    the one chosen; the address holds the days only for a custom period."""
    log_in(page, "/app/login?next=%2Fdashboard", ADMIN)
    page.wait_for_url("**/dashboard")
    page.get_by_label("Last 30 days").click()
    page.wait_for_url("**/dashboard?period=30d*")
    choice = page.get_by_label("Last 30 days")
    choice.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(300)
    assert "period=30d" in page.url
    assert page.evaluate("document.activeElement.name") == "period"
    chosen = page.evaluate("document.activeElement.value")
    assert chosen != "30d"
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/dashboard?period={chosen}*")
    # A named period's address holds just that, ready to share: no leftover custom days.
    assert page.url.endswith(f"/dashboard?period={chosen}"), page.url
    page.get_by_label("Custom").click()
    page.fill("#from", "2026-11-01")
    page.fill("#to", "2026-11-07")
    page.get_by_role("button", name="Show").click()
    page.wait_for_url("**/dashboard?period=custom&from=2026-11-01&to=2026-11-07")


def test_a_wrong_password_is_refused_on_the_login_form(page):
    """Given the login form, when the password is wrong, then the form says so and keeps the
    username."""
    page.goto("/app/login")
    page.fill("#username", MEMBER[0])
    page.fill("#password", "not-the-password")
    page.get_by_role("button", name="Log in").click()
    expect(page.locator("#login-error")).to_be_visible()
    expect(page.locator("#username")).to_have_value(MEMBER[0])
    assert "/app/login" in page.url


def test_the_purchase_order_form_explains_refusals_and_saves_a_valid_order(member_page, api):
    """Given the new-order form, when the order number is blank and the quantity 0, then every
    problem is said at once, each in its own sentence next to its field (not the browser's "Please
    fill out this field." one at a time), and nothing is saved. When the order is valid (one product, quantity 2), then it lands on
    Purchases with a notice and the order listed."""
    page = member_page
    token = api.token(*MEMBER)
    orders_before = len(api.purchases(token))
    product = api.ok_json("GET", "/api/products", headers={"Authorization": f"Bearer {token}"})[0]
    posts = []
    page.on("request", lambda request: posts.append(request.url) if request.method == "POST"
            and request.url.endswith("/app/purchases") else None)

    page.goto("/app/purchases")
    page.get_by_role("link", name="New order").click()
    page.wait_for_url("**/app/purchases/new")
    assert re.fullmatch(r"PO-\d{4}-\d{4}", page.locator("#poNumber").input_value())
    page.fill("#poNumber", "")
    page.select_option("#product-1", product["id"])
    page.fill("#quantity-1", "0")
    page.get_by_role("button", name="Save the order").click()
    expect(page.locator("#poNumber-error")).to_have_text("Enter the order's number.")
    expect(page.locator("#quantity-1-error")).to_have_text("The quantity must be more than 0.")
    expect(page.locator("#poNumber")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#quantity-1")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#product-1")).to_have_value(product["id"])
    assert len(api.purchases(token)) == orders_before
    assert len(posts) == 1

    number = f"PO-BROWSER-{uuid.uuid4().hex[:6].upper()}"
    page.fill("#poNumber", number)
    page.fill("#quantity-1", "2")
    page.get_by_role("button", name="Save the order").click()
    page.wait_for_url(re.compile(r"/app/purchases\?created="))
    expect(page.locator(".notice.success")).to_have_text(f"Purchase order {number} was saved and waits for approval.")
    order = page.locator("article.purchase-order").filter(has=page.get_by_role("heading", name=number))
    expect(order).to_have_count(1)
    expect(order.locator("tbody tr")).to_have_count(1)
    # The product's cell as shown on a desktop: on a phone it also says "2 × unit price" under the name.
    expect(order.locator("tbody td").nth(0)).to_have_text(product["name"], use_inner_text=True)
    expect(order.locator("tbody td").nth(1)).to_have_text("2")
    orders = api.purchases(token)
    assert len(orders) == orders_before + 1
    saved = next(order for order in orders if order["poNumber"] == number)
    assert saved["purchases"] == [{"productId": product["id"], "quantity": 2}]


def test_changing_the_password_ends_the_other_sessions(new_context, api):
    """Given a member signed in to the company app and an API token of theirs, when they change
    their password in Settings, then the page says so, this browser stays signed in, the token stops
    working, and the new password logs in."""
    username, password = f"pw-{uuid.uuid4().hex[:8]}@example.com", "first-password"
    api.sign_up(username, password, "Pat Password")
    api.admit(username)
    token = api.token(username, password)
    page = new_context().new_page()
    log_in(page, "/app/login", (username, password))
    page.wait_for_url("**/app/announcements")
    page.goto("/app/settings")
    page.fill("#current-password", password)
    page.fill("#new-password", "second-password")
    page.fill("#repeat-password", "second-password")
    page.get_by_role("button", name="Change password").click()
    page.wait_for_url("**/app/settings?notice=password")
    expect(page.get_by_role("status")).to_have_text("Your password is changed.")
    assert api.call("GET", "/api/users/me", headers={"Authorization": f"Bearer {token}"}).status == 401
    assert api.token(username, "second-password")
    page.goto("/app/calendar")
    expect(page.locator("h1")).to_have_text("Calendar")


def test_an_admin_posts_an_announcement_a_member_sees_it_new(new_context, admin_login, member_login):
    """Given the admin in the company app, when they post an announcement from its form (an empty
    title is explained first), then the member's Announcements screen shows it first, marked New,
    with its author."""
    admin = new_context(storage_state=admin_login).new_page()
    admin.goto("/app/announcements")
    admin.get_by_role("link", name="New announcement").click()
    admin.fill("#message", "Cake in the kitchen at three.")
    admin.get_by_role("button", name="Post it").click()
    expect(admin.locator("#title-error")).to_have_text("Title must not be blank.")
    title = f"Cake {uuid.uuid4().hex[:6]}"
    admin.fill("#title", title)
    admin.get_by_role("button", name="Post it").click()
    admin.wait_for_url("**/app/announcements?notice=posted")
    expect(admin.get_by_role("status")).to_have_text("The announcement is posted.")

    member = new_context(storage_state=member_login).new_page()
    member.goto("/app/announcements")
    first = member.locator("li.announcement").first
    expect(first.locator("h2")).to_contain_text(title)
    expect(first.locator(".badge")).to_have_text("New")
    expect(first.locator(".byline")).to_contain_text("Noor Haddad")
    expect(member.get_by_role("link", name="New announcement")).to_have_count(0)


def test_an_admin_invites_a_colleague_who_logs_in_with_the_password_shown_once(new_context, admin_login):
    """Given the admin on the accounts page, when they invite a colleague into their place in the org
    chart — after a first try that lists every problem at once — then the page shows a password once
    and the colleague is a person of the org chart, under their manager, signing in with the account;
    the colleague logs in with it, is asked to choose their own on Settings (the company's screens stay
    closed until then), chooses it, and reaches the app."""
    admin = new_context(storage_state=admin_login).new_page()
    admin.goto("/app/settings")
    admin.get_by_role("link", name="Accounts: invite people, roles, disabling").click()
    username = f"new-{uuid.uuid4().hex[:8]}@example.com"
    admin.fill("#invite-username", "agent@shield.org")
    admin.get_by_role("button", name="Invite").click()
    expect(admin.locator("#family-name-error")).to_have_text("A person needs a given name or a family name.")
    expect(admin.locator("#invite-username-error")).to_have_text("The username agent@shield.org is taken.")
    expect(admin.locator("#manager-error")).to_contain_text("Manager is required")
    admin.wait_for_timeout(600)
    assert axe_violations(admin) == []

    admin.fill("#given-name", "Nia")
    admin.fill("#family-name", "Newcomer")
    admin.fill("#invite-username", username)
    admin.fill("#role-title", "Field Technician")
    admin.fill("#department", "Operations")
    admin.fill("#location", "Singapore")
    admin.select_option("#manager", label="Chen Wei")
    admin.get_by_role("button", name="Invite").click()
    password = admin.locator(".temporary-password code").inner_text()
    assert re.fullmatch(r"[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}", password), password
    for width in (1280, 390):
        admin.set_viewport_size({"width": width, "height": 900})
        lines = admin.locator(".temporary-password code").evaluate("code => code.getClientRects().length")
        assert lines == 1, f"the password is broken over {lines} lines at {width} px"
        assert admin.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), width
    expect(admin.locator(".accounts-list")).to_contain_text(username)
    expect(admin.locator(".accounts-list").get_by_role("link", name="Nia Newcomer")).to_be_visible()
    admin.get_by_role("link", name="See Nia Newcomer in the org chart").click()
    expect(admin.locator("h1")).to_have_text("Nia Newcomer")
    expect(admin.locator("main")).to_contain_text("Field Technician")
    expect(admin.get_by_role("link", name="Chen Wei")).to_be_visible()
    expect(admin.locator("main")).to_contain_text(f"As {username}, a member")
    admin.wait_for_timeout(600)
    assert axe_violations(admin) == []
    assert admin.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    colleague = new_context().new_page()
    log_in(colleague, "/app/login", (username, password))
    colleague.wait_for_url("**/app/settings")
    expect(colleague.get_by_role("status")).to_contain_text("Choose your own password.")
    colleague.goto("/app/announcements")
    colleague.wait_for_url("**/app/settings")
    colleague.fill("#current-password", password)
    colleague.fill("#new-password", "nia-chose-this")
    colleague.fill("#repeat-password", "nia-chose-this")
    colleague.get_by_role("button", name="Change password").click()
    colleague.wait_for_url("**/app/settings?notice=password")
    colleague.goto("/app/announcements")
    expect(colleague.locator("h1")).to_have_text("Announcements")


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_a_strangers_sign_up_reaches_nothing_of_the_company(new_context, api, size):
    """Given a server whose company is not open, when a stranger signs up on the page, then they land
    on Settings, which says the account is for the market and the to-do list, the tab bar offers no
    company screen, and each company page answers a sentence, not its content — until the admin
    admits them on the Accounts page."""
    username = f"stranger-{uuid.uuid4().hex[:8]}@example.com"
    page = new_context(**size).new_page()
    page.goto("/app/signup")
    page.fill("#name", "Sam Stranger")
    page.fill("#username", username)
    page.fill("#password", "stranger-secret")
    page.get_by_role("button", name=re.compile("Sign up|Create")).click()
    page.wait_for_url("**/app/settings")
    expect(page.get_by_role("status")).to_contain_text("ask an administrator to invite you")
    expect(tab_bar(page).get_by_role("link", name="Announcements")).to_have_count(0)
    expect(tab_bar(page).get_by_role("link", name="Settings")).to_have_count(1)
    page.wait_for_timeout(600)
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    for path in ("/app/announcements", "/app/org", "/app/calendar", "/app/purchases"):
        answer = page.goto(path)
        assert answer.status == 403, path
        expect(page.locator("main")).to_contain_text("Ask an administrator to invite you")
    page.wait_for_timeout(600)
    assert axe_violations(page) == []

    api.admit(username)
    page.goto("/app/org")
    expect(page.locator("h1")).to_have_text("Org chart")


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_an_admitted_account_is_placed_in_the_org_chart_from_its_row(new_context, admin_login, api, size):
    """Given an account admitted to the company that no one in the org chart signs in with, when the
    admin follows its row's "Place … in the org chart", then the person form comes with the account
    chosen and its name taken apart; once saved, the row links to the person and offers no place."""
    username = f"placed-{uuid.uuid4().hex[:8]}@example.com"
    api.sign_up(username, "placed-secret", "Pia Placed")
    api.admit(username)
    admin = new_context(storage_state=admin_login, **size).new_page()
    admin.goto("/app/accounts")
    admin.get_by_role("link", name="Place Pia Placed in the org chart").click()
    expect(admin.locator("#given-name")).to_have_value("Pia")
    expect(admin.locator("#family-name")).to_have_value("Placed")
    expect(admin.locator("#account option:checked")).to_contain_text(username)
    admin.fill("#location", "Madrid")
    admin.select_option("#manager", label="Dolores Ruiz")
    admin.get_by_role("button", name="Add to the company").click()
    admin.wait_for_url("**/app/org?notice=added")
    admin.goto("/app/accounts")
    row = admin.locator(f"li:has-text('{username}')")
    expect(row.get_by_role("link", name="Pia Placed")).to_be_visible()
    expect(row.get_by_role("link", name="Place Pia Placed in the org chart")).to_have_count(0)
    admin.wait_for_timeout(600)
    assert axe_violations(admin) == []
    assert admin.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_an_admin_adds_a_person_the_member_sees_in_the_org_chart(new_context, admin_login, member_login):
    """Given the admin on the org chart, when they add a person under the head, then the member's
    org chart shows them with their role."""
    admin = new_context(storage_state=admin_login).new_page()
    admin.goto("/app/org")
    admin.get_by_role("link", name="Add a person").click()
    family = f"Tester{uuid.uuid4().hex[:4]}"
    admin.fill("#given-name", "Ivy")
    admin.fill("#family-name", family)
    admin.fill("#role-title", "Quality lead")
    admin.fill("#location", "Seoul")
    admin.select_option("#manager", index=1)
    admin.get_by_role("button", name="Add to the company").click()
    admin.wait_for_url("**/app/org?notice=added")
    member = new_context(storage_state=member_login).new_page()
    member.goto("/app/org")
    person = member.locator(".person", has_text=f"Ivy {family}")
    expect(person).to_contain_text("Quality lead")
    expect(member.get_by_role("link", name="Add a person")).to_have_count(0)


def test_the_order_form_adds_and_removes_lines_in_place_totals_them_and_saves_on_enter(member_page, api):
    """Given the new-order form, when a line is added and removed in place and quantities typed,
    then the running total follows without a reload, and Enter in the number field saves the order
    (it does not add a line)."""
    page = member_page
    token = api.token(*MEMBER)
    products = api.ok_json("GET", "/api/products", headers={"Authorization": f"Bearer {token}"})
    page.goto("/app/purchases/new")
    page.evaluate("window.notReloaded = true")
    page.select_option("#product-1", products[0]["id"])
    page.fill("#quantity-1", "2")
    lines = page.locator(".purchase-line").count()
    page.get_by_role("button", name="Add a line").click()
    expect(page.locator(".purchase-line")).to_have_count(lines + 1)
    added = lines + 1
    expect(page.locator(f"#product-{added}")).to_be_focused()
    page.select_option(f"#product-{added}", products[1]["id"])
    page.fill(f"#quantity-{added}", "1")
    expected = 2 * products[0]["unitPrice"] + products[1]["unitPrice"]
    expect(page.locator("#order-total")).to_have_text(f"Total: ${expected:,.2f}")
    page.get_by_role("button", name=f"Remove line {added}").click()
    expect(page.locator(".purchase-line")).to_have_count(lines)
    expect(page.locator("#order-total")).to_have_text(f"Total: ${2 * products[0]['unitPrice']:,.2f}")
    assert page.evaluate("window.notReloaded"), "the page reloaded"

    number = f"PO-ENTER-{uuid.uuid4().hex[:6].upper()}"
    page.fill("#poNumber", number)
    page.locator("#poNumber").press("Enter")
    page.wait_for_url(re.compile(r"/app/purchases\?created="))
    saved = next(order for order in api.purchases(token) if order["poNumber"] == number)
    assert saved["purchases"] == [{"productId": products[0]["id"], "quantity": 2}]


def test_the_calendar_groups_by_day_marks_today_and_shows_local_times(new_context, admin_login, member_login):
    """Given an event at 23:30 UTC on the day before Seoul's today, when a member in Seoul opens the
    calendar, then it is under "Today", grouped by day, at 08:30 their time with the UTC time kept in its
    title — whatever the hour the test runs at."""
    admin = new_context(storage_state=admin_login).new_page()
    admin.goto("/app/calendar/new")
    name = f"Late call {uuid.uuid4().hex[:4]}"
    admin.fill("#name", name)
    seoul = datetime.timezone(datetime.timedelta(hours=9))
    day_before = datetime.datetime.now(seoul).date() - datetime.timedelta(days=1)
    admin.fill("#day", day_before.isoformat())
    admin.fill("#time", "23:30")
    admin.get_by_role("button", name="Add to the calendar").click()
    admin.wait_for_url(re.compile(r"/app/calendar\?view=week&date=[0-9-]+&notice=added"))
    member = new_context(storage_state=member_login, timezone_id="Asia/Seoul").new_page()
    member.goto("/app/calendar")
    seoul_today = member.evaluate(
        "new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Seoul'})"
        ".format(new Date()).replace(',', '')")
    expect(member.locator("h3.calendar-day.is-today")).to_have_text(f"Today · {seoul_today}")
    expect(member.locator("#period")).to_contain_text("times in Asia/Seoul")
    event = member.locator("li", has_text=name)
    expect(event.locator("time")).to_have_text("08:30")
    expect(event.locator("time")).to_have_attribute("title", "23:30 UTC")


def test_an_admin_types_event_times_as_their_clock_shows_them(new_context, admin_login, api):
    """Given an admin in Seoul, when they add an event at 09:00 on a day, then it starts at midnight
    UTC that day, and its edit form shows 09:00 to them and 00:00 to an admin in UTC."""
    seoul = new_context(storage_state=admin_login, timezone_id="Asia/Seoul").new_page()
    seoul.goto("/app/calendar/new")
    expect(seoul.locator("#time-zone")).to_contain_text("your time, Asia/Seoul")
    name = f"Seoul call {uuid.uuid4().hex[:4]}"
    seoul.fill("#name", name)
    seoul.fill("#day", "2026-12-03")
    seoul.fill("#time", "09:00")
    seoul.get_by_role("button", name="Add to the calendar").click()
    seoul.wait_for_url(re.compile(r"/app/calendar\?view=week&date=[0-9-]+&notice=added"))

    token = api.token(*ADMIN)
    events = api.ok_json("GET", "/api/events", headers={"Authorization": f"Bearer {token}"})
    event = next(event for event in events if event["name"] == name)
    assert event["date"].startswith("2026-12-03T00:00:00")
    seoul.goto(f"/app/calendar/{event['id']}/edit")
    expect(seoul.locator("#time")).to_have_value("09:00")
    expect(seoul.locator("#day")).to_have_value("2026-12-03")
    utc = new_context(storage_state=admin_login, timezone_id="UTC").new_page()
    utc.goto(f"/app/calendar/{event['id']}/edit")
    expect(utc.locator("#time")).to_have_value("00:00")


def test_the_org_chart_finds_people_and_folds_reports(member_page):
    """Given the org chart, when someone types a name, then only that person and those above them
    stay; a department finds its people; a manager's reports can be hidden and shown again."""
    page = member_page
    page.goto("/app/org")
    page.get_by_label("Find someone").fill("Lena")
    expect(page.get_by_role("status").last).to_have_text("1 person matches.")
    expect(page.locator(".org-tree li:not([hidden]) > .person strong")).to_have_text(
        ["Ada Lindqvist", "Chen Wei", "Gupta", "Lena Fischer"])
    page.get_by_label("Find someone").fill("Finance")
    expect(page.get_by_role("status").last).to_have_text("3 people match.")
    page.get_by_label("Find someone").fill("")
    page.get_by_role("button", name=re.compile(r"^Hide reports: the \d+ people who report to Ada Lindqvist$")).click()
    expect(page.locator(".org-tree > li > ul")).to_be_hidden()
    page.get_by_role("button", name=re.compile(r"^Show \d+ reports: the \d+ people who report to Ada Lindqvist$")).click()
    expect(page.locator(".org-tree > li > ul")).to_be_visible()


def test_the_focus_stays_in_sight_above_the_phones_tab_bar(new_context, member_login):
    """Given the new-order form on a 390 px phone, whose screen tabs sit fixed at the bottom, when
    someone tabs down to its buttons, then each control they reach shows above the tabs (a tall
    comment box at least its first lines)."""
    page = new_context(storage_state=member_login, **PHONE).new_page()
    page.goto("/app/purchases/new")
    hidden = []
    for _ in range(40):
        page.keyboard.press("Tab")
        seen = page.evaluate("""() => {
            const focused = document.activeElement, bar = document.querySelector('.tab-bar');
            if (!focused || !bar || bar.contains(focused) || focused === document.body) return null;
            const box = focused.getBoundingClientRect();
            return {name: focused.getAttribute('aria-label') || focused.textContent.trim() || focused.name,
                    covered: box.top + Math.min(box.height, 48) > bar.getBoundingClientRect().top};
        }""")
        if seen and seen["covered"]:
            hidden.append(seen["name"])
        if seen and seen["name"] == "Cancel":
            break
    else:
        pytest.fail("tabbing never reached Cancel")
    assert hidden == []


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_a_refused_quantity_keeps_its_line_together(new_context, member_login, api, size):
    """Given a new order whose first line has a product and a refused quantity, when the server's
    sentence appears under that quantity, then the line's product, quantity and Remove button stay
    in line with each other, on a desktop and on a phone."""
    page = new_context(storage_state=member_login, **size).new_page()
    token = api.token(*MEMBER)
    product = api.ok_json("GET", "/api/products", headers={"Authorization": f"Bearer {token}"})[0]
    page.goto("/app/purchases/new")
    page.fill("#poNumber", f"PO-LINE-{uuid.uuid4().hex[:6].upper()}")
    page.select_option("#product-1", product["id"])
    page.fill("#quantity-1", "0")
    page.locator("#order-form").evaluate("form => { form.noValidate = true; }")
    page.get_by_role("button", name="Save the order").click()
    expect(page.locator("#quantity-1-error")).to_have_text("The quantity must be more than 0.")
    line = page.locator(".purchase-line").first
    tops = line.evaluate("""line => ({
        product: line.querySelector('select').getBoundingClientRect(),
        quantity: line.querySelector('input').getBoundingClientRect(),
        remove: line.querySelector('[data-remove-line]').getBoundingClientRect(),
    })""")
    product, quantity, remove = tops["product"], tops["quantity"], tops["remove"]
    if size:  # On a phone the product has a row of its own, above the quantity.
        assert product["bottom"] <= quantity["top"], tops
        assert product["width"] > 250, tops
    else:
        assert abs(product["top"] - quantity["top"]) <= 2, tops
        assert product["right"] <= quantity["left"], tops
    assert quantity["right"] <= remove["left"], tops
    assert abs((remove["top"] + remove["bottom"]) / 2 - (quantity["top"] + quantity["bottom"]) / 2) <= 4, tops


def test_a_birthdays_date_stays_on_one_line_on_a_phone(new_context, member_login):
    """Given the calendar on a 390 px phone, then each of the next birthdays shows its date ("Thu 24
    Dec") on one line beside the name, as each event shows its time."""
    page = new_context(storage_state=member_login, **PHONE).new_page()
    page.goto("/app/calendar")
    dates = page.locator('ul[aria-labelledby="birthdays"] time')
    expect(dates.first).to_be_visible()
    heights = dates.evaluate_all("""times => times.map(time => ({
        text: time.textContent, lines: Math.round(time.getBoundingClientRect().height
            / parseFloat(getComputedStyle(time).lineHeight))}))""")
    assert len(heights) >= 3, heights
    assert [date["text"] for date in heights if date["lines"] > 1] == []


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_an_order_is_rejected_with_a_reason_changed_and_approved_up_the_line(new_context, member_login, api, size):
    """Given Phil (who buys for Operations) and his manager Chen (who approves up to 5,000), when Phil
    orders two standing desks, then Chen finds it under "Waiting for you" and rejects it saying why;
    Phil reads why on the order, changes it to ten desks (over Chen's limit) and submits it again; it
    now waits for Ada, the head, who approves it. Every page axe-clean, nothing sideways."""
    token = api.token(*MEMBER)
    desk = next(p for p in api.ok_json("GET", "/api/products", headers={"Authorization": f"Bearer {token}"})
                if p["name"] == "Standing desk")
    phil = new_context(storage_state=member_login, **size).new_page()
    phil.goto("/app/purchases/new")
    number = phil.locator("#poNumber").input_value()
    assert re.fullmatch(r"PO-\d{4}-\d{4}", number), number
    phil.select_option("#product-1", desk["id"])
    phil.fill("#quantity-1", "2")
    phil.get_by_role("button", name="Save the order").click()
    phil.wait_for_url(re.compile(r"/app/purchases\?created="))
    order = phil.locator("article.purchase-order").filter(has=phil.get_by_role("heading", name=number, exact=True))
    expect(order.locator(".order-status")).to_contain_text("Waiting for Chen Wei")

    chen = new_context(**size).new_page()
    log_in(chen, "/app/login", MANAGER)
    chen.wait_for_url("**/app/announcements")
    chen.goto("/app/purchases")
    waiting = chen.locator(".waiting-for-you li").filter(has_text=number)
    expect(waiting).to_have_count(1)
    chen.wait_for_timeout(600)
    assert axe_violations(chen) == []
    assert chen.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    phil.goto("/app/purchases")
    phil.wait_for_timeout(1500)  # the page has asked for the inbox's count once
    waiting.get_by_label(f"Why reject {number}?").fill("Ten, please: one for each new hire.")
    waiting.get_by_role("button", name=f"Reject {number}").click()
    chen.wait_for_url(re.compile(r"/app/purchases\?rejected="))
    expect(chen.locator(".notice.success")).to_have_text(f"Purchase order {number} is rejected; its purchaser sees why.")

    # Phil's page, open all along, says so and why by itself, without a reload
    expect(phil.locator("[data-inbox-toast]")).to_contain_text(
        f"Chen Wei rejected {number}: “Ten, please: one for each new hire.”", timeout=15_000)
    expect(phil.locator("[data-inbox-link]")).to_have_attribute("aria-label", re.compile(r"Inbox, \d+ unread"))
    phil.goto("/app/purchases")
    order = phil.locator("article.purchase-order").filter(has=phil.get_by_role("heading", name=number, exact=True))
    expect(order.locator(".rejection")).to_contain_text("Ten, please: one for each new hire.")
    order.get_by_role("link", name=f"Change and submit {number} again").click()
    expect(phil.locator("h1")).to_have_text(f"Change {number} and submit it again")
    expect(phil.locator("#quantity-1")).to_have_value("2")
    phil.fill("#quantity-1", "10")
    phil.get_by_role("button", name="Save the order").click()
    phil.wait_for_url(re.compile(r"/app/purchases\?submitted="))
    order = phil.locator("article.purchase-order").filter(has=phil.get_by_role("heading", name=number, exact=True))
    expect(order.locator(".order-status")).to_contain_text("Waiting for Ada Lindqvist")

    chen.goto("/app/purchases")
    expect(chen.locator(".waiting-for-you li").filter(has_text=number)).to_have_count(0)
    ada = new_context(**size).new_page()
    log_in(ada, "/app/login", HEAD)
    ada.wait_for_url("**/app/announcements")
    ada.goto("/app/purchases")
    ada.locator(".waiting-for-you li").filter(has_text=number).get_by_role("button", name=f"Approve {number}").click()
    ada.wait_for_url(re.compile(r"/app/purchases\?approved="))
    phil.goto("/app/purchases")
    order = phil.locator("article.purchase-order").filter(has=phil.get_by_role("heading", name=number, exact=True))
    expect(order.locator(".order-status .badge")).to_have_text("Approved")
    order.locator("summary").click()
    expect(order.locator(".order-history li")).to_have_count(4)
    phil.goto("/app/inbox")
    expect(phil.locator(".inbox-items")).to_contain_text(f"Ada Lindqvist approved {number}.")
    phil.wait_for_timeout(600)
    assert axe_violations(phil) == []
    assert phil.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    phil.goto("/app/purchases")
    order = phil.locator("article.purchase-order").filter(has=phil.get_by_role("heading", name=number, exact=True))
    phil.wait_for_timeout(600)
    assert axe_violations(phil) == []
    assert phil.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_a_forgotten_password_is_reset_with_the_admins_link(new_context, admin_login, api, size):
    """Given a colleague who forgot their password, when the admin makes a reset link on the Accounts
    page, then the link (shown once, on one line or wrapped inside the page) opens a form where the
    colleague sets a new password, logs in with it, and the link works no more."""
    username = f"forgot-{uuid.uuid4().hex[:8]}@example.com"
    api.sign_up(username, "first-password", "Fay Forgetful")
    api.admit(username)
    admin = new_context(storage_state=admin_login, **size).new_page()
    admin.goto("/app/accounts")
    admin.get_by_role("button", name=f"Make a password reset link for Fay Forgetful ({username})").click()
    link = admin.locator(".reset-link code").inner_text()
    assert "/app/reset/" in link, link
    admin.wait_for_timeout(600)
    assert axe_violations(admin) == []
    assert admin.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    colleague = new_context(**size).new_page()
    colleague.goto(link)
    expect(colleague.locator("h1")).to_have_text("Set a new password")
    colleague.wait_for_timeout(600)
    assert axe_violations(colleague) == []
    colleague.fill("#new-password", "remembered-now")
    colleague.fill("#repeat-password", "remembered-now")
    colleague.get_by_role("button", name="Set the new password").click()
    colleague.wait_for_url("**/app/login?notice=reset")
    expect(colleague.get_by_role("status")).to_contain_text("Your new password is set")
    log_in(colleague, "/app/login", (username, "remembered-now"))
    colleague.wait_for_url("**/app/announcements")
    colleague.goto(link)
    expect(colleague.get_by_role("alert")).to_contain_text("This link no longer works")


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_the_calendar_moves_to_next_month_and_an_event_is_answered(new_context, admin_login, member_login, api, size):
    """Given an event the admin adds for next month, when a member goes to next month with the arrow,
    then the event is there; its page shows when and where, and the member answers Going and is
    listed among who is coming. Axe-clean, nothing sideways."""
    token = api.token(*ADMIN)
    name = f"Offsite {uuid.uuid4().hex[:4]}"
    member = new_context(storage_state=member_login, **size).new_page()
    member.goto("/app/calendar?view=month")
    first_of_next = member.evaluate(
        "(() => { const d = new Date(); return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 15, 10))"
        ".toISOString().replace(/\\.\\d{3}Z$/, 'Z'); })()")
    body = json.dumps({"name": name, "date": first_of_next, "type": "Meeting", "duration": 5400,
                       "place": "Lake house"}).encode()
    added = api.call("POST", "/api/events", body, {"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    assert added.status == 201, added.body
    member.reload()
    expect(member.get_by_role("link", name=name)).to_have_count(0)
    member.get_by_role("link", name="The month after").click()
    member.get_by_role("link", name=name).click()
    expect(member.locator("h1")).to_have_text(name)
    expect(member.locator(".facts")).to_contain_text("Lake house")
    expect(member.locator(".facts")).to_contain_text("1 h 30 min")
    member.get_by_role("button", name="Going", exact=True).click()
    expect(member.get_by_role("status")).to_have_text("Your answer is saved.")
    expect(member.get_by_role("button", name="Going", exact=True)).to_have_attribute("aria-pressed", "true")
    expect(member.locator(".rsvp-names").first).to_contain_text("Phil Coulson")
    member.wait_for_timeout(600)
    assert axe_violations(member) == []
    assert member.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_an_admin_asks_for_confirmation_members_comment_and_confirm(new_context, admin_login, member_login, size):
    """Given the admin posting an announcement in Markdown that asks everyone to confirm, when a member
    opens it from the list (which asks them), comments, reacts and confirms, then the admin's page of
    it shows the comment and the member among those who confirmed, and who has not yet. The link in
    the text is a link; nothing of the text runs."""
    title = f"Travel policy {uuid.uuid4().hex[:4]}"
    admin = new_context(storage_state=admin_login, **size).new_page()
    admin.goto("/app/announcements/new")
    admin.fill("#title", title)
    admin.fill("#message", "Read **all** of it: https://intranet.example/travel\n<img src=x onerror=alert(1)>")
    admin.get_by_label("Ask everyone to confirm they have read it").check()
    admin.get_by_role("button", name="Post it").click()
    admin.wait_for_url("**/app/announcements?notice=posted")

    member = new_context(storage_state=member_login, **size).new_page()
    member.goto("/app/announcements")
    card = member.locator("li.announcement").filter(has=member.get_by_role("heading", name=title))
    expect(card.get_by_role("link", name="https://intranet.example/travel")).to_have_count(1)
    expect(card.locator("img")).to_have_count(0)
    expect(card).to_contain_text("Please confirm you have read this")
    card.get_by_role("link", name=re.compile("Read and confirm")).click()
    member.fill("#comment-body", "Does it cover *trains*?")
    member.get_by_role("button", name="Comment").click()
    expect(member.get_by_role("status")).to_have_text("Your comment is posted.")
    member.get_by_role("button", name="Thumbs up: 0").click()
    expect(member.get_by_role("button", name="Thumbs up: 1")).to_have_attribute("aria-pressed", "true")
    member.get_by_role("button", name="I have read it").click()
    expect(member.get_by_role("status")).to_have_text("Thank you: your confirmation is noted.")
    member.wait_for_timeout(600)
    assert axe_violations(member) == []
    assert member.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    admin.goto("/app/announcements")
    admin.locator("li.announcement").filter(has=admin.get_by_role("heading", name=title)) \
        .get_by_role("link", name=re.compile("Read and confirm|Comments and reactions")).click()
    expect(admin.locator(".comments")).to_contain_text("Does it cover trains?")
    expect(admin.locator(".confirmation")).to_contain_text("Phil Coulson")
    expect(admin.locator(".confirmation")).to_contain_text("have confirmed")
    admin.wait_for_timeout(600)
    assert axe_violations(admin) == []


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_a_persons_profile_is_one_click_from_the_org_chart(new_context, member_login, size):
    """Given the org chart, when a member opens Chen Wei, then the profile says role, department,
    where and the time there, whom Chen reports to and who reports to Chen, each a link."""
    page = new_context(storage_state=member_login, **size).new_page()
    page.goto("/app/org")
    page.get_by_role("link", name="Chen Wei", exact=True).click()
    expect(page.locator("h1")).to_have_text("Chen Wei")
    expect(page.locator(".facts").first).to_contain_text("Head of Operations")
    expect(page.locator(".facts").first).to_contain_text("Asia/Singapore")
    expect(page.get_by_role("link", name="Ada Lindqvist")).to_have_count(1)
    expect(page.get_by_role("link", name="Phil Coulson")).to_have_count(1)
    page.wait_for_timeout(600)
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
