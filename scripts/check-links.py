#!/usr/bin/env python3
"""Checks the documentation's relative links. Run by CTest.

    scripts/check-links.py [SOURCE_DIR]    (default: this script's project)

Every relative Markdown link of README.md, docs/*.md and the run notes under
scripts/results/ must name a file or folder inside the repository, and an
#anchor must name a heading of its page (GitHub's anchors: lower case,
punctuation dropped, spaces as hyphens). Every page of docs/ must be linked
from the README. Links to web addresses are not followed; links in code are
not links.

Prints each broken link with its file and line and exits 1; prints a summary
and exits 0 when every link resolves.
"""

import re
import sys
from pathlib import Path

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def prose_lines(text):
    """Yields (line number, line) outside fenced and indented code blocks,
    with code spans blanked out."""
    in_fence = False
    previous_blank = True
    in_indented_code = False
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        blank = not line.strip()
        indented = line.startswith("    ") or line.startswith("\t")
        if indented and (previous_blank or in_indented_code):
            in_indented_code = True
            previous_blank = False
            continue
        if not blank:
            in_indented_code = False
        previous_blank = blank
        yield number, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def anchor_of(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = text.replace("`", "").lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        found = set()
        for _, line in prose_lines(path.read_text(encoding="utf-8")):
            match = HEADING.match(line)
            if not match:
                continue
            base = anchor_of(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def links(path):
    for number, line in prose_lines(path.read_text(encoding="utf-8")):
        definition = REFERENCE_DEFINITION.match(line)
        if definition:
            yield number, definition.group(1)
            continue
        for match in INLINE_LINK.finditer(line):
            yield number, match.group(1)


def check(root):
    pages = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
    pages += sorted((root / "scripts" / "results").rglob("*.md"))
    errors = []
    linked_from_readme = set()
    count = 0
    for page in pages:
        for number, target in links(page):
            if not target or SCHEME.match(target):
                continue
            count += 1
            where = f"{page.relative_to(root)}:{number}: ({target})"
            file_part, _, anchor = target.partition("#")
            if file_part.startswith("/"):
                errors.append(f"{where} is an absolute path")
                continue
            resolved = (page.parent / file_part).resolve() if file_part else page
            if resolved != root and root not in resolved.parents:
                errors.append(f"{where} points outside the repository")
                continue
            if not resolved.exists():
                errors.append(f"{where} names no file")
                continue
            if page.name == "README.md" and page.parent == root:
                linked_from_readme.add(resolved)
            if anchor:
                if resolved.suffix != ".md" or not resolved.is_file():
                    errors.append(f"{where} has an anchor but names no Markdown file")
                elif anchor not in anchors(resolved):
                    errors.append(f"{where} names no heading of {resolved.relative_to(root)}")
    for page in sorted((root / "docs").glob("*.md")):
        if page.resolve() not in linked_from_readme:
            errors.append(f"{page.relative_to(root)} is not linked from README.md")
    return pages, count, errors


def main():
    default_root = Path(__file__).resolve().parent.parent
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else default_root
    pages, count, errors = check(root)
    for error in errors:
        print(error)
    if errors:
        print(f"check-links: {len(errors)} broken of {count} relative links in {len(pages)} pages")
        return 1
    print(f"check-links: {count} relative links in {len(pages)} pages resolve; "
          "the README links every page of docs/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
