#!/usr/bin/env python3
"""What takes the space in the web module: function body bytes grouped by Swift module
(demangled with swift-demangle), plus data. Reads a module that still has its name
section, such as one optimised with `wasm-opt -Oz -g`:

    python3 scripts/wasm-size-report.py module.wasm [top-count]
"""
import collections
import re
import subprocess
import sys


def leb(data, at):
    result = shift = 0
    while True:
        byte = data[at]
        at += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, at


def sections(data):
    at = 8
    while at < len(data):
        kind = data[at]
        size, at = leb(data, at + 1)
        yield kind, data[at:at + size]
        at += size


def main():
    data = open(sys.argv[1], "rb").read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    imported = 0
    bodies, names, data_bytes = [], {}, 0
    for kind, body in sections(data):
        if kind == 2:  # imports: functions among them take the first indices
            count, at = leb(body, 0)
            for _ in range(count):
                for _ in range(2):
                    length, at = leb(body, at)
                    at += length
                what = body[at]
                at += 1
                if what == 0:
                    imported += 1
                    _, at = leb(body, at)
                elif what == 1:
                    at += 1
                    flags, at = leb(body, at)
                    _, at = leb(body, at)
                    if flags & 1:
                        _, at = leb(body, at)
                elif what == 2:
                    flags, at = leb(body, at)
                    _, at = leb(body, at)
                    if flags & 1:
                        _, at = leb(body, at)
                else:
                    at += 2
        elif kind == 10:
            count, at = leb(body, 0)
            for _ in range(count):
                size, at = leb(body, at)
                bodies.append(size)
                at += size
        elif kind == 11:
            data_bytes += len(body)
        elif kind == 0:
            length, at = leb(body, 0)
            if body[at:at + length] != b"name":
                continue
            at += length
            while at < len(body):
                sub = body[at]
                size, at = leb(body, at + 1)
                if sub == 1:
                    count, p = leb(body, at)
                    for _ in range(count):
                        index, p = leb(body, p)
                        length, p = leb(body, p)
                        names[index] = body[p:p + length].decode("utf-8", "replace")
                        p += length
                at += size
    mangled = [names.get(imported + i, "?") for i in range(len(bodies))]
    demangled = subprocess.run(["swift-demangle", "--simplified", "--compact"],
                               input="\n".join(mangled), capture_output=True, text=True).stdout.split("\n")
    groups = collections.Counter()
    for size, name in zip(bodies, demangled):
        match = re.search(r"\b([A-Z][A-Za-z]+)\.", name)
        groups[match.group(1) if match and not name.startswith("_") else "C runtime and other"] += size
    total = sum(bodies)
    print(f"code {total} bytes in {len(bodies)} functions, data {data_bytes} bytes")
    for group, size in groups.most_common(top):
        print(f"{size:>9} {100 * size / total:5.1f}%  {group}")


if __name__ == "__main__":
    main()
