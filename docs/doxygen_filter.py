#!/usr/bin/env python3
"""Doxygen input filter for pachisi's headers (docs/Doxyfile.in: INPUT_FILTER).

The headers are commented with plain // comments, written for people reading the source. This
filter shows Doxygen those comments as documentation without changing the headers:

- the comment block at the top of a header becomes the file's description (@file, written
  where '#pragma once' was);
- a // block just above a declaration at namespace or class scope becomes that declaration's
  documentation (///), and a trailing // after a member or enumerator its brief (///<);
- comments inside function bodies stay ordinary comments;
- in comment text, characters Doxygen would read as commands or HTML (\\ @ < > &) are escaped,
  so that "state<R>" or "<preset>" shows as written.

The output keeps every line where it was, so Doxygen's line numbers stay right.
"""
import re
import sys

COMMENT_LINE = re.compile(r"^(\s*)//(?!/)\s?(.*)$")
TRAILING = re.compile(r"^(.*?[;,{]\s*)//(?!/)\s?(.*)$")
SCOPE_OPENER = re.compile(r"^\s*(?:template\s*<.*>\s*)?(namespace|struct|class|union|enum)\b")


def escaped(text):
    text = text.replace("\\", "\\\\").replace("@", "\\@")
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def code_part(line):
    """The line without string literals and comments, for counting braces."""
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])*'", "''", line)
    return line.split("//", 1)[0]


def main(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = []
    scopes = []  # 'decl' (namespace, class, enum) or 'code' (function bodies, initialisers)
    pending_kind = None  # scope kind for the next '{' seen
    file_comment_done = False
    for number, line in enumerate(lines):
        comment = COMMENT_LINE.match(line)
        in_declarations = all(kind == "decl" for kind in scopes)
        if line.strip() == "#pragma once" and number + 1 < len(lines) and COMMENT_LINE.match(lines[number + 1]):
            out.append("/// @file")  # the block below describes the file (#pragma once means nothing here)
            continue
        if comment and not file_comment_done and not scopes:
            out.append("/// " + escaped(comment.group(2)))  # the header's leading block
            continue
        if line.strip() and not line.lstrip().startswith("#"):
            file_comment_done = True
        if comment:
            if in_declarations and not comment.group(2).startswith("----"):  # not a section rule
                out.append(comment.group(1) + "/// " + escaped(comment.group(2)))
            else:
                out.append(line)
            continue
        trailing = TRAILING.match(line)
        text = line
        if trailing and in_declarations and '"' not in trailing.group(1):
            text = trailing.group(1) + "///< " + escaped(trailing.group(2))
        out.append(text)
        # Track scopes by braces.
        code = code_part(line)
        opener = SCOPE_OPENER.match(code)
        if opener:
            pending_kind = "decl"
        for ch in code:
            if ch == "{":
                scopes.append(pending_kind or "code")
                pending_kind = None
            elif ch == "}":
                if scopes:
                    scopes.pop()
            elif ch == ";":
                pending_kind = None
        if code.rstrip().endswith(")") or code.rstrip().endswith("noexcept") or "=" in code:
            # a function head or an initialiser: its '{' opens code
            if not opener:
                pending_kind = None
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
