"""Open Market in a browser: the grid and its feed, the product page's slider, registering,
editing and deleting a product."""

import math
import re

import pytest
from playwright.sync_api import expect

from conftest import sign_up
from support import DESKTOP, PAGE_SIZE, PHONE, parse_multipart

JPEG_MAGIC = b"\xff\xd8\xff"
MAX_SENT_BYTES = 300_000


def card_ids(page) -> list[str]:
    return page.locator("li.product-card").evaluate_all("cards => cards.map(card => card.dataset.id)")


def fill_product(page, **values):
    for name, value in values.items():
        page.fill(f"#{name}", str(value))


# The grid


def result_total(page) -> int:
    return int(re.match(r"([\d,]+) products?", page.locator("#result-count").inner_text()).group(1).replace(",", ""))


def test_scrolling_loads_each_page_once_and_stops_at_the_last(page):
    """Given the demo market's hundreds of products, when a reader scrolls /market to its end, then
    pages 2, 3, … are each asked for exactly once, no product is shown twice, every product is
    shown, and nothing is asked for after the last page."""
    requested = []
    page.on("request", lambda request: requested.append(int(match.group(1)))
            if (match := re.search(r"/market\?page=(\d+)$", request.url)) else None)
    grid = page.locator("#product-grid")

    page.goto("/market")
    expect(page.locator("li.product-card")).to_have_count(PAGE_SIZE)
    expect(page.locator("#pager")).to_have_attribute("hidden", "")
    total = result_total(page)
    last = math.ceil(total / PAGE_SIZE)
    while int(loaded := grid.get_attribute("data-last-page") or "1") < 3:
        page.mouse.wheel(0, 20_000)
        page.wait_for_function(
            "loaded => (document.getElementById('product-grid').dataset.lastPage || '1') !== loaded", arg=loaded)
    shown = card_ids(page)
    assert len(shown) == 3 * PAGE_SIZE
    assert len(set(shown)) == len(shown), "a product is shown twice"
    assert requested.count(2) == 1 and requested.count(3) == 1, requested

    status = page.locator("#feed-status")
    while status.inner_text() != "That is every product.":
        count = len(card_ids(page))
        page.mouse.wheel(0, 20_000)
        page.wait_for_function(
            """count => document.querySelectorAll('li.product-card').length > count
                || document.getElementById('feed-status').textContent === 'That is every product.'""",
            arg=count)
    page.mouse.wheel(0, -40_000)
    page.mouse.wheel(0, 40_000)
    # Nothing should come of scrolling once more; a moment's watch is the only way to see nothing.
    page.wait_for_timeout(500)
    assert requested == list(range(2, last + 1))
    shown = card_ids(page)
    assert len(set(shown)) == len(shown), "a product is shown twice"
    assert len(shown) == total


def test_without_javascript_the_grid_pages_by_links(new_context):
    """Given a browser without JavaScript, when it opens /market, then it shows the first 20
    products and a link to page 2, which shows the next ones and links back."""
    page = new_context(java_script_enabled=False).new_page()
    page.goto("/market")
    expect(page.locator("li.product-card")).to_have_count(PAGE_SIZE)
    first = card_ids(page)
    expect(page.locator("a[rel=prev]")).to_have_count(0)

    page.locator("a[rel=next]").click()
    page.wait_for_url("**/market?page=2")
    expect(page.locator("li.product-card")).to_have_count(PAGE_SIZE)
    assert not set(card_ids(page)) & set(first)
    expect(page.locator("a[rel=prev]")).to_have_attribute("href", "/market")


@pytest.mark.parametrize("screen", [pytest.param(DESKTOP, id="desktop"), pytest.param(PHONE, id="phone")])
def test_back_from_a_product_deep_in_the_feed_lands_on_it(new_context, screen):
    """Given a reader who scrolled the market to its 118th card and opened it, when they go back,
    then the listing is read again as far as it was and the 118th card is on screen with the focus
    (not the first page at a scroll position meant for six)."""
    page = new_context(**screen).new_page()
    page.goto("/market")
    while len(card_ids(page)) < 118:
        count = len(card_ids(page))
        page.mouse.wheel(0, 20_000)
        page.wait_for_function("count => document.querySelectorAll('li.product-card').length > count", arg=count)
    target = page.locator("li.product-card").nth(117)
    target_id = target.get_attribute("data-id")
    target.locator("a").click()
    page.wait_for_url(re.compile(rf"/market/items/{target_id}$"))

    page.go_back()
    page.wait_for_url(re.compile(r"/market$"))
    link = page.locator(f'li.product-card[data-id="{target_id}"] a')
    expect(link).to_be_focused()
    expect(link).to_be_in_viewport()
    assert len(card_ids(page)) >= 118


def test_the_feed_hides_the_page_links(page):
    """Given JavaScript, when /market loads, then its plain page links are hidden: the feed does
    their job."""
    page.goto("/market")
    expect(page.locator("#pager")).to_have_attribute("hidden", "")
    expect(page.locator("#pager")).to_be_hidden(timeout=2_000)


def test_the_grid_shows_a_product_just_registered(page, product):
    """Given a reader who has seen /market, when a product is registered and they follow the
    product page's "All products" link back, then the grid starts with the new product."""
    page.goto("/market")
    expect(page.locator("li.product-card")).to_have_count(PAGE_SIZE)
    created = product()
    page.goto(f"/market/items/{created['id']}")
    page.get_by_role("link", name="← All products").click()
    page.wait_for_url("**/market")
    page.wait_for_load_state()
    assert page.locator("li.product-card").first.get_attribute("data-id") == str(created["id"])


def test_a_page_that_fails_to_load_is_not_asked_for_again_and_again(page):
    """Given a server that answers page 2 with 503, when the reader reaches the end of the grid,
    then the page says more products could not be loaded and waits for them rather than asking
    again at once."""
    attempts = []

    def busy(route):
        attempts.append(route.request.url)
        route.fulfill(status=503, body="<main><p>Busy.</p></main>", content_type="text/html",
                      headers={"Retry-After": "5"})

    page.route(re.compile(r"/market\?page=2$"), busy)
    page.goto("/market")
    page.mouse.wheel(0, 20_000)
    # Nothing should follow the first failure without the reader: watch for a moment.
    page.wait_for_timeout(1_000)
    assert len(attempts) <= 2, f"page 2 was asked for {len(attempts)} times in about a second"
    expect(page.locator("#feed-status")).to_contain_text("More products could not be loaded: Busy.")


# A product's page


def test_the_slider_steps_by_buttons_keys_and_thumbnails(page, product):
    """Given a product with three photos, when its page is stepped through with the next button,
    the arrow keys and the thumbnails, then the current thumbnail, the counter and the photo in view
    follow."""
    item = product(photos=3)
    page.goto(f"/market/items/{item['id']}")
    slides = page.locator(".slides li")
    expect(slides).to_have_count(3)
    assert len({slides.nth(index).locator("img").get_attribute("src") for index in range(3)}) == 3

    def expect_shown(number: int):
        expect(page.locator("[data-go][aria-current=true]")).to_have_attribute("data-go", str(number))
        expect(page.locator("[data-go][aria-current]")).to_have_count(1)
        expect(page.locator("[data-current]")).to_have_text(str(number))
        page.wait_for_function(
            "index => { const s = document.getElementById('slides');"
            " return Math.abs(s.scrollLeft - index * s.clientWidth) < 2; }", arg=number - 1)

    expect_shown(1)
    page.locator("[data-step='-1']").click()
    expect_shown(1)
    page.locator("[data-step='1']").click()
    expect_shown(2)
    page.locator("#slides").focus()
    page.keyboard.press("ArrowRight")
    expect_shown(3)
    page.keyboard.press("ArrowRight")
    expect_shown(3)
    page.keyboard.press("ArrowLeft")
    expect_shown(2)
    page.locator("[data-go='1']").click()
    expect_shown(1)
    page.locator("[data-go='3']").click()
    expect_shown(3)
    page.keyboard.press("Home")
    expect_shown(1)
    # A swipe scrolls the list itself; the thumbnails follow once it settles.
    page.locator("#slides").evaluate("s => s.scrollTo({ left: 2 * s.clientWidth, behavior: 'instant' })")
    expect_shown(3)


# Registering


def test_registering_sends_camera_photos_made_small(seller_page, api, camera_photos):
    """Given six 4000×3000 camera photos of several MB each, when someone picks all six, removes
    one, adds the sixth and sends the filled form, then the page refused the sixth at first,
    previewed each photo, sent five JPEGs of at most 300,000 bytes in the order shown, and lands on
    the new product, whose photos kept their 4:3 shape."""
    page = seller_page
    assert all(path.stat().st_size > 2_000_000 for path in camera_photos)
    sent = {}

    def capture(route):
        if route.request.method == "POST":
            sent["body"] = route.request.post_data_buffer
            sent["content_type"] = route.request.headers["content-type"]
        route.continue_()

    page.route("**/market/items", capture)
    page.goto("/market/new")
    photos = page.locator("#photo-list li")
    photos_error = page.locator('[data-error-for="images[]"]')

    page.set_input_files("#photos", camera_photos[:6])
    expect(photos).to_have_count(5)
    expect(photos_error).to_have_text("A product has at most 5 photos; only 5 more can be added.")
    page.get_by_role("button", name="Remove photo 3, camera-3.jpg").click()
    expect(photos).to_have_count(4)
    expect(page.get_by_role("button", name="Remove photo 3, camera-4.jpg")).to_be_focused()
    page.set_input_files("#photos", camera_photos[5])
    expect(photos).to_have_count(5)
    expect(photos_error).to_be_empty()
    page.set_input_files("#photos", camera_photos[2])
    expect(photos).to_have_count(5)
    expect(photos_error).to_have_text("A product has at most 5 photos; remove one first.")

    expected_names = ["camera-1.jpg", "camera-2.jpg", "camera-4.jpg", "camera-5.jpg", "camera-6.jpg"]
    previews = photos.locator("img")
    for index, name in enumerate(expected_names):
        expect(previews.nth(index)).to_have_attribute("alt", f"Photo {index + 1}: {name}")
        expect(previews.nth(index)).to_have_attribute("src", re.compile(r"^blob:"))
    page.wait_for_function(
        "() => [...document.querySelectorAll('#photo-list img')].every(img => img.complete && img.naturalWidth > 0)")

    fill_product(page, title="Camera photos", price=250000, discounted_price=199000, stock=7,
                 descriptions="Five photos straight from a camera.")
    page.select_option("#currency", "USD")
    page.locator("#submit-button").click()
    page.wait_for_url(re.compile(r"/market/items/\d+\?notice=registered$"), timeout=120_000)
    expect(page.get_by_role("status")).to_have_text("Your product is registered: this is its page.")
    item_id = int(page.url.rsplit("/", 1)[1].split("?")[0])

    parts = parse_multipart(sent["body"], sent["content_type"])
    texts = {part.name: part.data.decode() for part in parts if part.filename is None}
    texts.pop("csrf")
    assert texts == {"title": "Camera photos", "descriptions": "Five photos straight from a camera.",
                     "price": "250000", "currency": "USD", "stock": "7", "discounted_price": "199000",
                     "category": ""}
    images = [part for part in parts if part.name == "images[]"]
    assert [part.filename for part in images] == expected_names
    for part in images:
        assert len(part.data) <= MAX_SENT_BYTES, f"{part.filename}: {len(part.data)} bytes"
        assert part.data.startswith(JPEG_MAGIC) and part.content_type == "image/jpeg"

    detail = api.item(item_id)
    assert detail["title"] == "Camera photos" and detail["discounted_price"] == 199000
    assert len(detail["images"]) == 5
    assert "password" not in page.content()
    for url in detail["images"]:
        width, height = api.image(url).size
        assert abs(width * 3 - height * 4) <= 4, f"{url} is {width}×{height}, not 4:3"
    expect(page.locator("h1")).to_have_text("Camera photos")
    expect(page.locator(".slides li")).to_have_count(5)


def test_a_field_the_server_refuses_is_explained_next_to_it(seller_page, api, small_photo):
    """Given a discounted price above the price, when the form is sent, then the server's sentence
    about discounted_price appears next to that field, naming it as the form does ("The discounted
    price", not the API's name), the field is marked invalid, and nothing was registered."""
    page = seller_page
    before = api.page(1)
    page.goto("/market/new")
    fill_product(page, title="Too generous", price=1000, discounted_price=1500, stock=1,
                 descriptions="The discount is larger than the price.")
    page.set_input_files("#photos", small_photo)
    with page.expect_response(lambda response: response.url.endswith("/market/items")) as answer:
        page.locator("#submit-button").click()
    assert answer.value.status == 400
    assert answer.value.json()["field"] == "discounted_price"

    expect(page.locator('[data-error-for="discounted_price"]')).to_have_text(
        "The discounted price must be at most the price (1000 KRW).")
    expect(page.locator("#discounted_price")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#discounted_price")).to_be_focused()
    expect(page.locator("#submit-button")).to_be_enabled()
    assert page.url.endswith("/market/new")
    assert api.page(1) == before


def test_the_browser_says_what_is_missing_before_sending(seller_page):
    """Given an empty register form, when it is sent, then each required field says in a sentence of
    its own what to enter, the photos too, focus is on the first, and nothing is sent."""
    page = seller_page
    posts = []
    page.on("request", lambda request: posts.append(request) if request.method == "POST" else None)
    page.goto("/market/new")
    page.locator("#submit-button").click()
    expect(page.locator("#title")).to_be_focused()
    sentences = {"title": "Enter the product's title.", "price": "Enter the price.",
                 "stock": "Enter how many are in stock.", "descriptions": "Describe the product."}
    for name, sentence in sentences.items():
        expect(page.locator(f'[data-error-for="{name}"]')).to_have_text(sentence)
        expect(page.locator(f"#{name}")).to_have_attribute("aria-invalid", "true")
    expect(page.locator('[data-error-for="images[]"]')).to_have_text("Add at least one photo.")
    fill_product(page, title="Nearly", price=10, stock=1, descriptions="x")
    page.locator("#submit-button").click()
    expect(page.locator('[data-error-for="images[]"]')).to_have_text("Add at least one photo.")
    expect(page.locator("#photos")).to_be_focused()
    assert posts == []


# Editing and deleting


def test_the_edit_form_stays_hidden_until_the_password_is_right(page, product):
    """Given a product's edit page, when no password or a wrong one has been given, then only the
    password step is on screen."""
    item = product(password="open-sesame")
    page.goto(f"/market/items/{item['id']}/edit")
    page.fill("#check-password", "not-it")
    page.locator("#password-step").get_by_role("button", name="Continue").click()
    expect(page.locator("#check-password-error")).to_have_text("That password is wrong.")
    expect(page.locator("#item-form")).to_be_hidden(timeout=2_000)


def test_editing_needs_the_password_then_saves_the_changes(page, api, product):
    """Given a product with a known password, when its edit page gets a wrong password, then it
    says so and keeps the form closed; with the right one the form opens filled in, and the title
    and price changed there show on the product page and in the API, the photos kept."""
    item = product(photos=2, password="open-sesame", title="Before the edit", price=5000, stock=3)
    page.goto(f"/market/items/{item['id']}/edit")
    form = page.locator("#item-form")
    expect(page.locator("#check-password")).to_be_focused()
    # Whether it is on screen is test_the_edit_form_stays_hidden_until_the_password_is_right's.
    expect(form).to_have_attribute("hidden", "hidden")

    page.fill("#check-password", "not-it")
    page.locator("#password-step").get_by_role("button", name="Continue").click()
    expect(page.locator("#check-password-error")).to_have_text("That password is wrong.")
    expect(page.locator("#check-password")).to_have_attribute("aria-invalid", "true")
    expect(form).to_have_attribute("hidden", "hidden")

    page.fill("#check-password", "open-sesame")
    page.locator("#password-step").get_by_role("button", name="Continue").click()
    expect(form).not_to_have_attribute("hidden", re.compile(".*"))
    expect(page.locator("#password-step")).to_have_attribute("hidden", "")
    expect(page.locator("#title")).to_be_focused()
    expect(page.locator("#title")).to_have_value("Before the edit")
    expect(page.locator("#price")).to_have_value("5000")
    expect(page.locator("#stock")).to_have_value("3")
    expect(page.locator("#currency")).to_have_value("KRW")

    fill_product(page, title="After the edit", price=4200)
    page.locator("#submit-button").click()
    page.wait_for_url(f"**/market/items/{item['id']}?notice=saved")
    expect(page.get_by_role("status")).to_have_text("Your changes are saved.")
    expect(page.locator("h1")).to_have_text("After the edit")
    expect(page.locator(".product-price .pays")).to_have_text("₩4,200")
    detail = api.item(item["id"])
    assert (detail["title"], detail["price"], detail["stock"]) == ("After the edit", 4200, 3)
    assert detail["images"] == item["images"]


def test_deleting_needs_the_password(page, api, product):
    """Given a product with a known password, when the delete dialog gets a wrong password, then it
    says so and the product stays; with the right one the browser is back on /market with a notice
    and the product is gone from the API."""
    item = product(password="delete-me")
    page.goto(f"/market/items/{item['id']}")
    dialog = page.locator("#delete-dialog")
    page.locator("#delete-button").click()
    expect(dialog).to_be_visible()
    expect(page.locator("#delete-password")).to_be_focused()

    page.fill("#delete-password", "wrong")
    page.locator("#delete-confirm").click()
    expect(page.locator("#delete-error")).to_have_text("That password is wrong; nothing was deleted.")
    expect(dialog).to_be_visible()
    assert api.item(item["id"]) is not None

    page.fill("#delete-password", "delete-me")
    page.locator("#delete-confirm").click()
    page.wait_for_url("**/market?deleted=1")
    expect(page.locator(".notice")).to_have_text("The product was deleted.")
    assert api.item(item["id"]) is None
    expect(page.locator(f"li.product-card[data-id='{item['id']}']")).to_have_count(0)


def test_without_javascript_no_delete_button_shows(new_context, sample_product):
    """Given a browser without JavaScript, when a product page is shown, then it offers no Delete
    button, which needs the script's dialog."""
    page = new_context(java_script_enabled=False).new_page()
    page.goto(f"/market/items/{sample_product['id']}")
    expect(page.locator(".slider-controls")).to_be_hidden()
    expect(page.locator("#delete-button")).to_be_hidden(timeout=2_000)


@pytest.mark.parametrize("path, field, button", [
    ("/market/items/{id}/edit", "#check-password", "#password-step button[type=submit]"),
])
def test_without_javascript_a_password_never_goes_into_the_address(new_context, sample_product, path, field,
                                                                   button):
    """Given a browser without JavaScript, when someone types a product's password into the
    register or edit page and presses its button, then the password is not put into the address."""
    page = new_context(java_script_enabled=False).new_page()
    page.goto(path.format(id=sample_product["id"]))
    page.fill(field, "never-in-a-url")
    # The form cannot be sent without its script: its button is disabled, and so Enter does nothing.
    expect(page.locator(button)).to_be_disabled()
    page.press(field, "Enter")
    page.wait_for_load_state()
    assert "never-in-a-url" not in page.url


def test_the_delete_dialog_can_be_kept(page, api, product):
    """Given the delete dialog open, when "Keep it" is chosen or Escape pressed, then the dialog
    closes, focus is back on the Delete button and the product stays."""
    item = product()
    page.goto(f"/market/items/{item['id']}")
    page.locator("#delete-button").click()
    page.locator("#delete-cancel").click()
    expect(page.locator("#delete-dialog")).to_be_hidden()
    expect(page.locator("#delete-button")).to_be_focused()
    page.locator("#delete-button").press("Enter")
    expect(page.locator("#delete-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#delete-dialog")).to_be_hidden()
    expect(page.locator("#delete-button")).to_be_focused()
    assert api.item(item["id"]) is not None


def test_a_file_that_is_no_photo_is_refused_when_picked(page, tmp_path):
    """Given a small file named .jpg that is not an image, when it is picked for a new product, then
    its place in the list says at once that it is not a photo this browser can read, and sending the
    form says so next to the photos without asking the server."""
    fake = tmp_path / "notimage.jpg"
    fake.write_bytes(b"This is a text file, not a JPEG.")
    sign_up(page, "Nora Photo")
    posts = []
    page.on("request", lambda request: posts.append(request) if request.method == "POST" else None)
    page.goto("/market/new")
    page.set_input_files("#photos", str(fake))
    sentence = "“notimage.jpg” is not a photo this browser can read; choose a JPEG or PNG."
    expect(page.locator("#photo-list li")).to_contain_text(sentence)
    fill_product(page, title="Nothing to see", price=10, stock=1, descriptions="x")
    page.locator("#submit-button").click()
    expect(page.locator('[data-error-for="images[]"]')).to_have_text(sentence)
    assert posts == []


def test_leaving_the_edit_form_with_changed_photos_asks_first(page, product):
    """Given a product's edit form open, when a photo is removed and the person leaves before
    saving, then the browser asks first; staying keeps the form as it was, leaving goes."""
    item = product(photos=2, password="open-sesame")
    page.goto(f"/market/items/{item['id']}/edit")
    page.fill("#check-password", "open-sesame")
    page.locator("#password-step").get_by_role("button", name="Continue").click()
    expect(page.locator("#photo-list li")).to_have_count(2)
    page.locator("#photo-list li").first.get_by_role("button", name=re.compile("^Remove")).click()
    expect(page.locator("#photo-list li")).to_have_count(1)

    asked = []

    def stay(dialog):
        asked.append(dialog.type)
        dialog.dismiss()

    page.once("dialog", stay)
    with pytest.raises(Exception):
        page.goto("/market", timeout=3_000)
    assert asked == ["beforeunload"]
    expect(page).to_have_url(re.compile(f"/market/items/{item['id']}/edit$"))
    expect(page.locator("#photo-list li")).to_have_count(1)

    page.once("dialog", lambda dialog: dialog.accept())
    page.goto("/market")
    expect(page).to_have_url(re.compile("/market$"))
