#!/usr/bin/env python3
"""Writes the balanced scene of the trace benchmarks: a root view and five levels below it,
every view holding 6 subviews laid out as a 3 x 2 grid that tiles it exactly, so
1 + 6 + 36 + 216 + 1296 + 7776 = 9,331 views. Frames are whole numbers (a 4860 x 1600 window;
the deepest views are 20 x 50). No view implements a touch method, so a tap's touchesBegan and
touchesEnded climb the whole responder chain, as in the delivery benchmarks.

    python3 Benchmarks/Scenes/make-balanced-scene.py > balanced-9331.yaml
"""
import sys

BRANCHING_COLUMNS, BRANCHING_ROWS, LEVELS = 3, 2, 5
WIDTH, HEIGHT = 4860, 1600
COLORS = ["blue", "green", "yellow", "teal", "purple", "pink"]


def write(out):
    counter = [0]
    out.write('title: "Balanced tree: 9,331 views, 6 children each, 5 levels"\n')
    out.write(f"size: [{WIDTH}, {HEIGHT}]\n")
    out.write("root:\n  controller: ViewController\n  view:\n")

    def view(indent, x, y, width, height, level, first):
        name = f"v{counter[0]}"
        counter[0] += 1
        pad = " " * indent
        lead = pad[:-2] + "- " if first else pad
        color = COLORS[level % len(COLORS)]
        if level == LEVELS:
            # The 7,776 leaves, one flow mapping a line.
            out.write(f"{lead}{{name: {name}, frame: [{x}, {y}, {width}, {height}], color: {color}}}\n")
            return
        out.write(f"{lead}name: {name}\n")
        out.write(f"{pad}frame: [{x}, {y}, {width}, {height}]\n")
        out.write(f"{pad}color: {color}\n")
        out.write(f"{pad}subviews:\n")
        child_width, child_height = width // BRANCHING_COLUMNS, height // BRANCHING_ROWS
        for index in range(BRANCHING_COLUMNS * BRANCHING_ROWS):
            column, row = index % BRANCHING_COLUMNS, index // BRANCHING_COLUMNS
            view(indent + 2, column * child_width, row * child_height, child_width, child_height, level + 1, True)

    view(4, 0, 0, WIDTH, HEIGHT, 0, False)
    return counter[0]


if __name__ == "__main__":
    count = write(sys.stdout)
    assert count == 9331, count
