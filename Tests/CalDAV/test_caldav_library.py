"""The to-do list through the `caldav` library (PyPI), as DAVx⁵, Thunderbird or a script reach it:
found from the server's bare address and an app password, a repeating to-do with an alarm written
and read back whole, a change made on the page seen through a sync token, wrong app passwords
counted like wrong logins."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta, timezone

import caldav
import icalendar
import pytest
import requests

REPEATING = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Tests//caldav library//EN
BEGIN:VTODO
UID:{uid}
DTSTAMP:20261201T090000Z
CREATED:20261201T090000Z
SUMMARY:Water the plants
DESCRIPTION:The ferns first\\, then the rest.
DTSTART;TZID=Europe/Berlin:20261210T083000
DUE;TZID=Europe/Berlin:20261210T090000
PRIORITY:5
CATEGORIES:home,plants
LOCATION:Balcony
GEO:52.52;13.405
RRULE:FREQ=WEEKLY;BYDAY=TH
STATUS:NEEDS-ACTION
X-APPLE-SORT-ORDER:42
X-TESTS-KEEP-ME;X-PARAM=yes:kept whole
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:Water the plants
TRIGGER:-PT15M
X-WR-ALARMUID:{alarm}
END:VALARM
END:VTODO
END:VCALENDAR
"""


def client(person, password: str) -> caldav.DAVClient:
    return caldav.DAVClient(url=person.server.url + "/", username=person.username, password=password)


def inbox(principal) -> caldav.Calendar:
    calendars = principal.calendars()
    assert [calendar.get_display_name() for calendar in calendars][:1] == ["Inbox"]
    return calendars[0]


def test_found_from_the_bare_address_with_an_app_password(person):
    """Given an app password made on Settings, when the library is given only the server's address,
    then it finds the principal, the calendar home and the Inbox list, which holds to-dos."""
    principal = client(person, person.app_password("Script")).principal()
    assert principal.url.path.startswith("/dav/principals/")
    assert str(principal.calendar_home_set.url).endswith("/dav/calendars/" + principal.url.path.split("/")[-2] + "/")
    calendar = inbox(principal)
    assert calendar.get_supported_components() == ["VTODO"]
    # /.well-known/caldav sends a client to the service (RFC 6764 §5).
    answer = requests.get(person.server.url + "/.well-known/caldav", allow_redirects=False)
    assert answer.status_code == 301 and answer.headers["Location"] == "/dav/"


def test_a_repeating_todo_with_an_alarm_comes_back_whole(person):
    """Given a repeating to-do with an alarm, a place, labels and properties the list has no field
    for, when it is written and read again, then every property comes back as written; and the list's
    own API shows its fields."""
    calendar = inbox(client(person, person.app_password()).principal())
    uid = str(uuid.uuid4()).upper()
    sent = REPEATING.format(uid=uid, alarm=str(uuid.uuid4()))
    calendar.save_todo(sent)
    [todo] = calendar.todos()
    read = icalendar.Calendar.from_ical(todo.data)
    original = icalendar.Calendar.from_ical(sent)
    [got] = [c for c in read.walk("VTODO")]
    [want] = [c for c in original.walk("VTODO")]
    for name in want.keys():
        assert got.get(name).to_ical() == want.get(name).to_ical(), name
    assert [a.get("TRIGGER").to_ical() for a in got.walk("VALARM")] == [b"-PT15M"]
    assert got.walk("VALARM")[0].get("X-WR-ALARMUID") == want.walk("VALARM")[0].get("X-WR-ALARMUID")
    [item] = [i for i in person.todo_items() if i["title"] == "Water the plants"]
    assert item["dueDate"] == "2026-12-10T08:00:00Z"
    assert item["recurrence"] == {"unit": "week", "interval": 1, "weekday": 5, "fromCompletion": False}
    assert item["labels"] == ["home", "plants"]
    assert item["priority"] == 3
    assert item["location"]["name"] == "Balcony" and item["location"]["coordinate"] == {"latitude": 52.52, "longitude": 13.405}
    assert item["reminder"] == "2026-12-10T07:15:00Z"
    assert item["itemDescription"] == "The ferns first, then the rest."


def test_a_change_on_the_page_is_seen_through_a_sync_token(person):
    """Given a client that synced its list, when the to-do is renamed and another checked through
    the list's own API (what /todo and mybiz todo send), then a sync from its token answers those two
    and nothing else; a deleted one is answered as gone."""
    calendar = inbox(client(person, person.app_password()).principal())
    for title in ("Buy stamps", "Post the letter", "Call the bank"):
        calendar.save_todo(summary=title, uid=str(uuid.uuid4()))
    first = calendar.objects_by_sync_token(load_objects=True)
    assert len(list(first)) == 3
    items = {item["title"]: item for item in person.todo_items()}
    headers = {"Authorization": f"Bearer {person.api_token()}", "Content-Type": "application/merge-patch+json"}
    base = f"{person.server.url}/api/todos/items/"
    assert requests.patch(base + items["Buy stamps"]["id"], json={"title": "Buy stamps and envelopes"}, headers=headers).ok
    assert requests.patch(base + items["Post the letter"]["id"], json={"isDone": True}, headers=headers).ok
    assert requests.delete(base + items["Call the bank"]["id"], headers=headers).status_code == 204
    changes = calendar.objects_by_sync_token(sync_token=first.sync_token, load_objects=True)
    summaries = {}
    for todo in changes:
        if todo.data:
            component = icalendar.Calendar.from_ical(todo.data).walk("VTODO")[0]
            summaries[str(component["SUMMARY"])] = str(component.get("STATUS"))
    assert summaries == {"Buy stamps and envelopes": "NEEDS-ACTION", "Post the letter": "COMPLETED"}
    assert changes.sync_token != first.sync_token
    quiet = calendar.objects_by_sync_token(sync_token=changes.sync_token, load_objects=False)
    assert list(quiet) == []


def test_complete_change_and_delete_reach_the_list(person):
    """Given a to-do written through CalDAV, when the client completes it, renames it and then deletes
    it, then the list shows each at once."""
    calendar = inbox(client(person, person.app_password()).principal())
    todo = calendar.save_todo(summary="Renew the passport", uid=str(uuid.uuid4()))
    assert [i["title"] for i in person.todo_items()] == ["Renew the passport"]
    todo.complete()
    [item] = person.todo_items()
    assert item["isDone"] is True
    todo.load()
    todo.icalendar_component["SUMMARY"] = "Renew both passports"
    todo.save()
    assert [i["title"] for i in person.todo_items()] == ["Renew both passports"]
    todo.delete()
    assert person.todo_items() == []


def test_a_stale_etag_is_refused_and_changes_nothing(person):
    """Given a to-do changed on the page after the client read it, when the client writes its older
    copy with If-Match, then 412 and the page's change stands."""
    password = person.app_password()
    calendar = inbox(client(person, password).principal())
    todo = calendar.save_todo(summary="Book the flights", uid=str(uuid.uuid4()))
    todo.load()
    [item] = person.todo_items()
    headers = {"Authorization": f"Bearer {person.api_token()}", "Content-Type": "application/merge-patch+json"}
    requests.patch(f"{person.server.url}/api/todos/items/{item['id']}", json={"title": "Book the train"}, headers=headers)
    stale = requests.put(
        str(todo.url), data=todo.data.replace("Book the flights", "Book the ferry"),
        headers={"If-Match": todo.props[caldav.elements.dav.GetEtag.tag], "Content-Type": "text/calendar"},
        auth=(person.username, password))
    assert stale.status_code == 412
    assert [i["title"] for i in person.todo_items()] == ["Book the train"]


def test_wrong_app_passwords_are_counted_like_wrong_logins(person):
    """Given the account's own password or a wrong app password, then CalDAV answers 401 asking for
    Basic credentials; past a login's limit, 429 — the right app password too, until the wait is over.
    The counters are CalDAV's own: an app still trying a revoked password locks out no web login."""
    password = person.app_password("Right one")
    url = person.server.url + "/dav/"
    own = requests.request("PROPFIND", url, auth=(person.username, person.password), headers={"Depth": "0"})
    assert own.status_code == 401 and own.headers["WWW-Authenticate"].startswith("Basic")
    statuses = [
        requests.request("PROPFIND", url, auth=(person.username, "aaaa-bbbb-cccc-dddd-eeee"), headers={"Depth": "0"}).status_code
        for _ in range(12)
    ]
    assert statuses[:9] == [401] * 9 and statuses[-1] == 429
    limited = requests.request("PROPFIND", url, auth=(person.username, password), headers={"Depth": "0"})
    assert limited.status_code == 429 and int(limited.headers["Retry-After"]) > 0
    login = requests.post(f"{person.server.url}/api/users/login", auth=(person.username, person.password))
    assert login.status_code == 200


def test_a_revoked_app_password_opens_nothing(person):
    """Given an app password, when it is revoked on Settings, then it no longer signs in."""
    password = person.app_password("Old phone")
    url = person.server.url + "/dav/"
    assert requests.request("PROPFIND", url, auth=(person.username, password), headers={"Depth": "0"}).status_code == 207
    page = person.web.get(person.server.url + "/app/settings/app-passwords").text
    import re

    revoke = re.search(r'action="(/app/settings/app-passwords/[^"]+/revoke)"', page).group(1)
    assert person.post_form(revoke, {}, "/app/settings/app-passwords").ok
    assert requests.request("PROPFIND", url, auth=(person.username, password), headers={"Depth": "0"}).status_code == 401
