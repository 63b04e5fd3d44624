"""What real apps do besides plain writes: name objects their own way, change only what the list has
no field for, move to-dos between lists (Apple's MOVE, or a copy and a delete), keep two to-dos of
the same title, write notes longer than the list holds, and put Apple's placeholder alarm first."""

from __future__ import annotations

import uuid

import caldav
import icalendar
import requests

TODO = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Tests//changes//EN
BEGIN:VTODO
UID:{uid}
DTSTAMP:20261201T090000Z
SUMMARY:{summary}
{extra}END:VTODO
END:VCALENDAR
"""


class App:
    """An app's requests, signed in with an app password."""

    def __init__(self, person):
        self.person = person
        self.auth = (person.username, person.app_password("Changes"))
        self.principal = caldav.DAVClient(url=person.server.url + "/", username=self.auth[0], password=self.auth[1]).principal()
        self.inbox = self.principal.calendars()[0]

    def url(self, path: str) -> str:
        return self.person.server.url + path

    def put(self, href: str, text: str, **headers) -> requests.Response:
        return requests.put(self.url(href), data=text.encode(), auth=self.auth,
                            headers={"Content-Type": "text/calendar; charset=utf-8", **headers})

    def get(self, href: str) -> requests.Response:
        return requests.get(self.url(href), auth=self.auth)

    def sync(self, calendar, token=None):
        return calendar.objects_by_sync_token(sync_token=token, load_objects=False)


def test_a_to_do_deleted_on_the_page_is_gone_from_the_address_its_app_gave(person):
    app = App(person)
    href = app.inbox.url.path + "lower-case-name.ics"
    assert app.put(href, TODO.format(uid="not-a-uuid-1", summary="Feed the cat", extra=""), **{"If-None-Match": "*"}).status_code == 201
    first = app.sync(app.inbox)
    [item] = person.todo_items()
    headers = {"Authorization": f"Bearer {person.api_token()}"}
    assert requests.delete(f"{person.server.url}/api/todos/items/{item['id']}", headers=headers).status_code == 204
    body = f'<?xml version="1.0"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>{first.sync_token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>'
    answer = requests.request("REPORT", app.url(app.inbox.url.path), data=body, auth=app.auth, headers={"Content-Type": "application/xml"})
    assert answer.status_code == 207
    assert f"<d:href>{href}</d:href><d:status>HTTP/1.1 404 Not Found" in answer.text


def test_a_change_to_what_the_list_has_no_field_for_reaches_the_other_devices(person):
    app = App(person)
    href = app.inbox.url.path + "sorted.ics"
    app.put(href, TODO.format(uid=str(uuid.uuid4()), summary="Sort me", extra="X-APPLE-SORT-ORDER:1\n"))
    first = app.sync(app.inbox)
    etag = app.get(href).headers["ETag"]
    changed = app.get(href).text.replace("X-APPLE-SORT-ORDER:1", "X-APPLE-SORT-ORDER:2")
    assert app.put(href, changed, **{"If-Match": etag}).status_code == 204
    changes = app.sync(app.inbox, first.sync_token)
    assert [str(o.url.path) for o in changes] == [href]
    assert "X-APPLE-SORT-ORDER:2" in app.get(href).text


def test_apple_moves_a_to_do_to_another_list_with_move(person):
    app = App(person)
    headers = {"Authorization": f"Bearer {person.api_token()}"}
    requests.post(f"{person.server.url}/api/todos/items", json={"title": "Start the list", "list": "Garden"}, headers=headers)
    garden = next(c for c in app.principal.calendars() if c.get_display_name() == "Garden")
    href = app.inbox.url.path + "rake.ics"
    app.put(href, TODO.format(uid=str(uuid.uuid4()), summary="Rake the leaves", extra="X-KEEP:me\n"))
    destination = app.url(garden.url.path + "rake.ics")
    moved = requests.request("MOVE", app.url(href), auth=app.auth, headers={"Destination": destination, "Overwrite": "F"})
    assert moved.status_code == 201
    assert app.get(href).status_code == 404
    text = app.get(garden.url.path + "rake.ics").text
    assert "SUMMARY:Rake the leaves" in text and "X-KEEP:me" in text
    [item] = [i for i in person.todo_items() if i["title"] == "Rake the leaves"]
    assert item["list"] == "Garden"


def test_a_copy_then_delete_moves_a_to_do_between_lists(person):
    app = App(person)
    headers = {"Authorization": f"Bearer {person.api_token()}"}
    requests.post(f"{person.server.url}/api/todos/items", json={"title": "Start", "list": "Work"}, headers=headers)
    work = next(c for c in app.principal.calendars() if c.get_display_name() == "Work")
    uid = str(uuid.uuid4())
    text = TODO.format(uid=uid, summary="Write the report", extra="")
    app.put(app.inbox.url.path + f"{uid}.ics", text)
    assert app.put(work.url.path + f"{uid}.ics", text, **{"If-None-Match": "*"}).status_code in (201, 204)
    [item] = [i for i in person.todo_items() if i["title"] == "Write the report"]
    assert item["list"] == "Work"


def test_two_to_dos_of_the_same_title_are_two(person):
    app = App(person)
    for number in (1, 2):
        answer = app.put(app.inbox.url.path + f"milk-{number}.ics", TODO.format(uid=str(uuid.uuid4()), summary="Buy milk", extra=""))
        assert answer.status_code == 201, answer.text
    assert [i["title"] for i in person.todo_items()] == ["Buy milk", "Buy milk"]


def test_notes_longer_than_the_list_holds_are_kept_whole_for_the_app(person):
    app = App(person)
    notes = "word " * 1_000
    href = app.inbox.url.path + "long.ics"
    escaped = icalendar.vText(notes).to_ical().decode()
    assert app.put(href, TODO.format(uid=str(uuid.uuid4()), summary="Read the contract", extra=f"DESCRIPTION:{escaped}\n")).status_code == 201
    [item] = person.todo_items()
    assert len(item["itemDescription"]) <= 2_000
    back = icalendar.Calendar.from_ical(app.get(href).text).walk("VTODO")[0]
    assert str(back["DESCRIPTION"]) == notes


def test_apples_placeholder_alarm_is_nobodys_reminder(person):
    app = App(person)
    placeholder = ("BEGIN:VALARM\nACTION:NONE\nTRIGGER;VALUE=DATE-TIME:19760401T005545Z\n"
                   "X-APPLE-DEFAULT-ALARM:TRUE\nEND:VALARM\n")
    app.put(app.inbox.url.path + "quiet.ics", TODO.format(uid=str(uuid.uuid4()), summary="Quiet", extra=placeholder))
    [item] = person.todo_items()
    assert "reminder" not in item


def test_a_lists_colour_and_order_are_kept_and_its_name_is_not_changed(person):
    app = App(person)
    path = app.inbox.url.path
    update = ('<?xml version="1.0"?><d:propertyupdate xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/">'
              '<d:set><d:prop><a:calendar-color>#FF2968FF</a:calendar-color><a:calendar-order>3</a:calendar-order>'
              '</d:prop></d:set></d:propertyupdate>')
    answer = requests.request("PROPPATCH", app.url(path), data=update, auth=app.auth, headers={"Content-Type": "application/xml"})
    assert answer.status_code == 207 and "HTTP/1.1 200 OK" in answer.text and "403" not in answer.text
    asked = ('<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/"><d:prop>'
             '<a:calendar-color/><a:calendar-order/></d:prop></d:propfind>')
    read = requests.request("PROPFIND", app.url(path), data=asked, auth=app.auth, headers={"Depth": "0"})
    assert "<ical:calendar-color>#FF2968FF</ical:calendar-color>" in read.text
    assert "<ical:calendar-order>3</ical:calendar-order>" in read.text
    rename = ('<?xml version="1.0"?><d:propertyupdate xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/">'
              '<d:set><d:prop><d:displayname>Errands</d:displayname><a:calendar-order>1</a:calendar-order>'
              '</d:prop></d:set></d:propertyupdate>')
    refused = requests.request("PROPPATCH", app.url(path), data=rename, auth=app.auth)
    assert "HTTP/1.1 403 Forbidden" in refused.text and "HTTP/1.1 424 Failed Dependency" in refused.text
    again = requests.request("PROPFIND", app.url(path), data=asked, auth=app.auth, headers={"Depth": "0"})
    assert "<ical:calendar-order>3</ical:calendar-order>" in again.text
