#!/usr/bin/env python3
"""The measuring half of upload-benchmark.sh (standard library only).

    upload_timer.py ppm OUT.ppm [--noise N] [--seed S] [--width W] [--height H]
        writes a deterministic photo-like picture: smooth gradients and waves that change from band
        to band, plus pseudo-random grain of N levels (more grain, larger JPEG or PNG).
    upload_timer.py run --base http://127.0.0.1:PORT --jpeg F.jpg --png F.png [--rounds N]
        measures, N rounds taking turns, medians:
        - the reference: libjpeg-turbo's tools (djpeg | cjpeg, plus djpeg -scale 1/8 | cjpeg) on the
          JPEG, netpbm's (pngtopnm | pnmtopng, plus pngtopnm | pamscale to 300 px | pnmtopng) on the PNG;
        - registering a product (POST /item, multipart) with 1 and with 5 copies of each photo, from the
          moment the request's last byte was handed to the socket to the moment the whole answer was
          read, over a raw socket;
        - the refusal of requests over a limit: a 70 MB Content-Length announced with
          `Expect: 100-continue`, and a form with six photos sent without it in 64 KB chunks;
        and prints the markdown table. Any registration not answered 2xx ends the run with status 1.
"""
import argparse
import math
import random
import select
import socket
import statistics
import subprocess
import sys
import time
from urllib.parse import urlparse

MAX_IMAGE_BYTES = 10 * 1_048_576  # the server's limit per photo (OpenMarketLimits.maxImageBytes)
OVER_LIMIT_LENGTH = 70_000_000  # over the 60 MB form limit (OpenMarketLimits.maxBodyBytes)
EXPECT_WAIT = 5.0  # seconds to wait for an answer to `Expect: 100-continue`
CHUNK = 65_536
TIMEOUT = 120.0  # the longest any one request may take before the run fails


class Failure(Exception):
    """The benchmark cannot go on: a wrong answer, or none."""


# ---------------------------------------------------------------------------------------------------
# Test pictures


def make_ppm(path, width, height, noise, seed):
    """A binary PPM (P6). Each row is one of a few horizontal wave patterns, mapped through a
    brightness and contrast curve that changes smoothly down the picture, plus grain: every step is
    done on whole rows (bytes.translate, big-integer addition), so 12 MP take a second or two."""
    rng = random.Random(seed)
    row_bytes = width * 3
    patterns = []
    for band in range(5):
        frequencies = [rng.uniform(2, 14) * math.tau / width for _ in range(3)]
        phases = [rng.uniform(0, math.tau) for _ in range(3)]
        detail = rng.uniform(30, 90) * math.tau / width
        row = bytearray(row_bytes)
        for x in range(width):
            wobble = 0.25 * math.sin(x * detail)
            for c in range(3):
                value = 0.5 + 0.45 * math.sin(x * frequencies[c] + phases[c]) * (0.75 + wobble)
                row[3 * x + c] = max(0, min(255, int(value * 255)))
        patterns.append(bytes(row))
    top = 255 - max(noise - 1, 0)  # room for the grain: no byte may carry into its neighbour
    grain = bytes(n % noise for n in range(256)) if noise > 1 else None
    # Bands of uneven heights, each with its own pattern: edges across the picture, as a horizon has.
    edges = sorted(rng.sample(range(1, height), min(6, height - 1))) if height > 1 else []
    with open(path, "wb") as file:
        file.write(b"P6\n%d %d\n255\n" % (width, height))
        table = None
        for y in range(height):
            if y % 4 == 0:  # the curve changes slowly: a new table every four rows is smooth enough
                contrast = 0.55 + 0.35 * math.sin(y / 410.0)
                brightness = 0.2 + 0.25 * (1 + math.cos(y / 650.0)) / 2
                table = bytes(
                    max(0, min(top, int((brightness + contrast * v / 255.0 * (1 - brightness)) * top)))
                    for v in range(256)
                )
            band = sum(1 for edge in edges if edge <= y)
            row = patterns[band % len(patterns)].translate(table)
            if grain:
                added = int.from_bytes(row, "big") + int.from_bytes(rng.randbytes(row_bytes).translate(grain), "big")
                row = added.to_bytes(row_bytes, "big")
            file.write(row)


# ---------------------------------------------------------------------------------------------------
# HTTP over a raw socket


class Reader:
    """Reads HTTP responses from a socket, each call bounded by a deadline."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    def _fill(self, deadline):
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            raise TimeoutError
        self.sock.settimeout(remaining)
        chunk = self.sock.recv(65_536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk

    def head(self, deadline):
        """(status, reason, headers) of the next response head, interim (1xx) ones included."""
        while b"\r\n\r\n" not in self.buffer:
            self._fill(deadline)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        parts = lines[0].split(" ", 2)
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        return int(parts[1]), (parts[2] if len(parts) > 2 else ""), headers

    def body(self, headers, deadline):
        if "content-length" in headers:
            length = int(headers["content-length"])
            while len(self.buffer) < length:
                self._fill(deadline)
            body, self.buffer = self.buffer[:length], self.buffer[length:]
            return body
        if "chunked" in headers.get("transfer-encoding", "").lower():
            body = b""
            while True:
                while b"\r\n" not in self.buffer:
                    self._fill(deadline)
                size_line, self.buffer = self.buffer.split(b"\r\n", 1)
                size = int(size_line.split(b";")[0], 16)
                while len(self.buffer) < size + 2:
                    self._fill(deadline)
                body += self.buffer[:size]
                self.buffer = self.buffer[size + 2 :]
                if size == 0:
                    return body
        while True:  # neither: the body ends with the connection
            try:
                self._fill(deadline)
            except ConnectionError:
                body, self.buffer = self.buffer, b""
                return body

    def final(self, deadline):
        """(status, body) of the next final response, skipping interim ones."""
        while True:
            status, _, headers = self.head(deadline)
            if status >= 200:
                return status, self.body(headers, deadline)


def form(images, boundary):
    """A register form: the text fields the 2021 API requires, then `images[]` parts."""
    fields = {
        "title": "Benchmark camera",
        "descriptions": "A product registered by Benchmarks/upload-benchmark.sh.",
        "price": "120000",
        "currency": "KRW",
        "stock": "3",
        "password": "bench1234",
    }
    parts = [
        f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
        for name, value in fields.items()
    ]
    for index, (data, media_type, extension) in enumerate(images):
        parts.append(
            f'--{boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="photo{index + 1}.{extension}"\r\n'
            f"Content-Type: {media_type}\r\n\r\n".encode()
        )
        parts.append(data)
        parts.append(b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts)


BOUNDARY = "----mybiz-upload-benchmark-7d3f9a"


def request_head(host, length, expect=False):
    head = (
        f"POST /item HTTP/1.1\r\nHost: {host}\r\n"
        f"Content-Type: multipart/form-data; boundary={BOUNDARY}\r\nContent-Length: {length}\r\n"
    )
    if expect:
        head += "Expect: 100-continue\r\n"
    return (head + "Connection: close\r\n\r\n").encode()


def register(address, host, body):
    """Sends the whole form, then times from the last byte handed to the socket to the whole answer
    read. Returns (seconds, status, answer body)."""
    with socket.create_connection(address, timeout=TIMEOUT) as sock:
        reader = Reader(sock)
        try:
            sock.sendall(request_head(host, len(body)))
            sock.sendall(body)
        except OSError as error:  # answered (and closed) before the body was all sent: read why
            try:
                status, answer = reader.final(time.perf_counter() + 5)
            except (OSError, TimeoutError):
                raise Failure(f"sending the form failed ({error}) and no answer came") from None
            return None, status, answer
        sent = time.perf_counter()
        try:
            status, answer = reader.final(sent + TIMEOUT)
        except TimeoutError:
            raise Failure(f"no answer within {TIMEOUT:.0f} s of the form") from None
        return time.perf_counter() - sent, status, answer


def expect_over_limit(address, host):
    """Headers announcing a 70 MB body with `Expect: 100-continue`, no body: the time to the first
    answer and what it was (a final status, 100 Continue, or nothing within EXPECT_WAIT)."""
    with socket.create_connection(address, timeout=TIMEOUT) as sock:
        reader = Reader(sock)
        sock.sendall(request_head(host, OVER_LIMIT_LENGTH, expect=True))
        sent = time.perf_counter()
        try:
            status, reason, headers = reader.head(sent + EXPECT_WAIT)
        except TimeoutError:
            return None, f"no answer within {EXPECT_WAIT:.0f} s"
        except ConnectionError:
            return time.perf_counter() - sent, "connection closed without an answer"
        if status < 200:
            return time.perf_counter() - sent, f"{status} {reason} (the client would now send 70 MB)"
        try:
            reader.body(headers, sent + EXPECT_WAIT)
        except (TimeoutError, ConnectionError):
            pass
        return time.perf_counter() - sent, f"{status} {reason}"


def send_until_answered(address, host, body):
    """Sends the form in 64 KB chunks, looking for an answer between chunks without blocking.
    Returns (seconds from the first byte sent to the answer's head or None when none came within
    TIMEOUT, status text, body bytes handed to the socket by then — loopback's socket buffers hold a
    few MB of them that the server has not read yet)."""
    with socket.create_connection(address, timeout=TIMEOUT) as sock:
        reader = Reader(sock)
        head = request_head(host, len(body))
        data = memoryview(head + body)
        offset = 0
        started = time.perf_counter()
        deadline = started + TIMEOUT
        sock.setblocking(False)
        note = ""
        while offset < len(data):
            wait = deadline - time.perf_counter()
            if wait <= 0:
                return None, f"neither read nor answered within {TIMEOUT:.0f} s", max(0, offset - len(head))
            readable, writable, _ = select.select([sock], [sock], [], wait)
            if readable:
                break
            if writable:
                try:
                    offset += sock.send(data[offset : offset + CHUNK])
                except BlockingIOError:
                    pass
                except OSError as error:  # closed by the server mid-body: its answer may be waiting
                    note = f", sending failed: {error.strerror or error}"
                    break
        sock.setblocking(True)
        try:
            status, reason, headers = reader.head(deadline)
        except TimeoutError:
            return None, f"no answer within {TIMEOUT:.0f} s", max(0, offset - len(head))
        except (ConnectionError, OSError) as error:
            return time.perf_counter() - started, f"no answer ({error}){note}", max(0, offset - len(head))
        answered = time.perf_counter() - started
        try:
            reason += " " + reader.body(headers, time.perf_counter() + 5).decode("utf-8", "replace")
        except (TimeoutError, OSError):
            pass
        return answered, f"{status} {reason}{note}", max(0, offset - len(head))


# ---------------------------------------------------------------------------------------------------
# The run


def timed(command):
    started = time.perf_counter()
    subprocess.run(["bash", "-o", "pipefail", "-c", command], check=True)
    return time.perf_counter() - started


def quoted(path):
    return "'" + path.replace("'", "'\\''") + "'"


def reference_jpeg(path):
    p = quoted(path)
    return timed(f"djpeg {p} | cjpeg > /dev/null") + timed(f"djpeg -scale 1/8 {p} | cjpeg > /dev/null")


def reference_png(path):
    p = quoted(path)
    return timed(f"pngtopnm {p} | pnmtopng > /dev/null 2>&1") + timed(
        f"pngtopnm {p} | pamscale -xysize 300 300 | pnmtopng > /dev/null 2>&1"
    )


def cell(text):
    """Text fit for a markdown table cell."""
    return text.replace("|", "\\|").replace("\r", " ").replace("\n", " ")[:300]


def ms(seconds):
    return "—" if seconds is None else f"{seconds * 1000:.0f}"


def run(arguments):
    url = urlparse(arguments.base)
    address = (url.hostname, url.port)
    host = url.netloc
    photos = {}
    for kind, path, media_type, extension in (
        ("JPEG", arguments.jpeg, "image/jpeg", "jpg"),
        ("PNG", arguments.png, "image/png", "png"),
    ):
        data = open(path, "rb").read()
        if len(data) > MAX_IMAGE_BYTES:
            raise Failure(f"the test {kind} is {len(data)} bytes, over the server's 10 MB limit per photo")
        photos[kind] = (data, media_type, extension)
    forms = {(kind, count): form([photos[kind]] * count, BOUNDARY) for kind in photos for count in (1, 5)}
    six = form([photos["JPEG"]] * 6, BOUNDARY)

    references = {"JPEG": [], "PNG": []}
    servers = {key: [] for key in forms}
    expects, sixes = [], []
    for round_number in range(1, arguments.rounds + 1):
        references["JPEG"].append(reference_jpeg(arguments.jpeg))
        references["PNG"].append(reference_png(arguments.png))
        for (kind, count), body in forms.items():
            seconds, status, answer = register(address, host, body)
            if not 200 <= status < 300:
                raise Failure(
                    f"registering a product with {count} {kind} photo(s) was answered {status}, not 2xx: "
                    + answer[:500].decode("utf-8", "replace")
                )
            servers[(kind, count)].append(seconds)
        expects.append(expect_over_limit(address, host))
        sixes.append(send_until_answered(address, host, six))
        print(f"round {round_number} of {arguments.rounds} done", file=sys.stderr)

    def middle(results):
        """The median result of the rounds (the lower middle one for an even count), as bash's median
        takes it; a round without an answer counts as the slowest."""
        ordered = sorted(results, key=lambda result: math.inf if result[0] is None else result[0])
        return ordered[(len(ordered) - 1) // 2]

    print(f"{arguments.rounds} round(s), the cases taking turns; medians.")
    print()
    print("| case | server (ms) | reference (ms) | ratio |")
    print("|---|---:|---:|---:|")
    for kind, count in forms:
        server = middle([(seconds,) for seconds in servers[(kind, count)]])[0]
        reference = middle([(seconds,) for seconds in references[kind]])[0] * count
        tools = "djpeg/cjpeg" if kind == "JPEG" else "pngtopnm/pnmtopng"
        each = " each" if count > 1 else ""
        name = f"POST /item, {count} × 12 MP {kind} ({len(photos[kind][0]) / 1e6:.1f} MB{each})"
        label = f"{count} × {tools}" if count > 1 else tools
        ratio = "—" if server is None else f"{server / reference:.2f}×"
        print(f"| {name} | {ms(server)} | {ms(reference)} ({label}) | {ratio} |")
    seconds, answer = middle(expects)
    figure = f"> {EXPECT_WAIT * 1000:.0f}" if seconds is None else ms(seconds)
    print(f"| `Expect: 100-continue`, Content-Length {OVER_LIMIT_LENGTH / 1e6:.0f} MB, no body: {cell(answer)} | {figure} | — | — |")
    seconds, answer, sent = middle(sixes)
    figure = f"> {TIMEOUT * 1000:.0f}" if seconds is None else ms(seconds)
    print(
        f"| six photos without Expect ({len(six) / 1e6:.1f} MB body), in 64 KB chunks: answered after "
        f"{sent / 1e6:.1f} MB sent: {cell(answer)} | {figure} | — | — |"
    )
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    ppm = commands.add_parser("ppm")
    ppm.add_argument("output")
    ppm.add_argument("--width", type=int, default=4000)
    ppm.add_argument("--height", type=int, default=3000)
    ppm.add_argument("--noise", type=int, default=12)
    ppm.add_argument("--seed", type=int, default=1)
    measure = commands.add_parser("run")
    measure.add_argument("--base", required=True)
    measure.add_argument("--jpeg", required=True)
    measure.add_argument("--png", required=True)
    measure.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    if arguments.command == "ppm":
        make_ppm(arguments.output, arguments.width, arguments.height, arguments.noise, arguments.seed)
        return 0
    try:
        return run(arguments)
    except Failure as failure:
        print(f"\n*** BENCHMARK FAILED: {failure} ***\n", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
