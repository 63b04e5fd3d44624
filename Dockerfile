# syntax=docker/dockerfile:1
#
# The MyBiz server as a container image: `docker build -t mybiz .`, then
# `docker run -p 8080:8080 -v mybiz-data:/var/lib/mybiz mybiz` (docs/deploy.md has the rest).
#
# Debian 12 "bookworm" for both stages, rather than Ubuntu noble: it is the distribution the project
# is developed and tested on (CI runs on bookworm), so the image links exactly the libjpeg62-turbo
# and libpng16 builds the tests ran against, and the runtime stage can be the small official
# debian:bookworm-slim. The builder must be the same distribution as the runtime stage: the binary
# is linked against the builder's system libraries (glibc, libjpeg, libpng, libcurl).
#
# This file could not be built on the machine it was written on (no Docker daemon there); what is
# checked instead is listed in docs/deploy.md and done by .ci/deploy-check.sh.

# ---- build ---------------------------------------------------------------------------------------
FROM swift:6.3-bookworm AS build

# The image-codec headers the CJPEG and CPNG system-library targets compile against.
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get update \
    && apt-get install -y --no-install-recommends libjpeg-dev libpng-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src
COPY . .

# The web pages, templates and API documents are compiled into the binary by the package's build
# plugins, so the binary is all the runtime stage needs. --static-swift-stdlib links the Swift
# runtime and Foundation in; the system libraries stay dynamic (installed below).
# The cache mount keeps the fetched dependencies and the build folder between `docker build`s
# (BuildKit, the default builder since Docker 23); the binary is copied out of it.
RUN --mount=type=cache,target=/src/.build \
    swift build -c release --product mybiz --static-swift-stdlib \
    && mkdir -p /out \
    && cp "$(swift build -c release --static-swift-stdlib --show-bin-path)/mybiz" /out/mybiz

# ---- run -----------------------------------------------------------------------------------------
FROM debian:bookworm-slim

# Only what the binary links besides itself: libjpeg and libpng (the image codecs), libcurl (the
# statically linked FoundationNetworking still loads the system's libcurl), libxml2 (FoundationXML,
# which reads CalDAV's requests), libstdc++; plus CA certificates (PostgreSQL over TLS) and
# time-zone data.
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get update \
    && apt-get install -y --no-install-recommends \
        libjpeg62-turbo libpng16-16 libcurl4 libxml2 libstdc++6 ca-certificates tzdata \
    && rm -rf /var/lib/apt/lists/*

# A user of its own, without a login shell or a home of its own; the data folder is its.
RUN groupadd --system --gid 10001 mybiz \
    && useradd --system --uid 10001 --gid mybiz --home-dir /var/lib/mybiz --no-create-home \
        --shell /usr/sbin/nologin mybiz \
    && install -d -o mybiz -g mybiz -m 0750 /var/lib/mybiz

COPY --from=build --chown=root:root --chmod=0755 /out/mybiz /usr/local/bin/mybiz

# The build fails here, not at the first start, when a library the binary needs is missing.
RUN ! ldd /usr/local/bin/mybiz | grep 'not found' && mybiz --version

USER mybiz:mybiz
# The SQLite file (mybiz.sqlite, the default --database) lives here; with DATABASE_URL set to a
# postgres:// URL nothing is written here.
WORKDIR /var/lib/mybiz
VOLUME ["/var/lib/mybiz"]

# A new database starts empty: the demo data's accounts have published passwords. To try the demo,
# run with -e MYBIZ_NO_DEMO_DATA=0 (it fills a new database only).
ENV MYBIZ_NO_DEMO_DATA=1
EXPOSE 8080

# mybiz serve stops gracefully on SIGTERM (requests in flight are answered first): give it the
# time it needs with `docker stop --time` / compose's stop_grace_period.
STOPSIGNAL SIGTERM
ENTRYPOINT ["mybiz"]
CMD ["serve", "--host", "0.0.0.0"]
