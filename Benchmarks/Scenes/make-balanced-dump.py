#!/usr/bin/env python3
"""Writes the dump of the import benchmark: what `recursiveDescription` prints for a window
holding the balanced tree of the trace benchmarks below it, five levels of 6 subviews laid
out as a 3 x 2 grid, so 6 + 36 + 216 + 1296 + 7776 = 9,330 views under the window. Lines carry
what real dumps carry (autoresize, layers, opaque, gesture recognizers every so often); the
leaves are UILabels with text (user interaction off) and UIButtons in turn.

    python3 Benchmarks/Scenes/make-balanced-dump.py > balanced-9330.txt
    responder-sandbox trace balanced-9330.txt --tap 4000,1500
"""
import sys

BRANCHING_COLUMNS, BRANCHING_ROWS, LEVELS = 3, 2, 5
WIDTH, HEIGHT = 4860, 1600


def write(out):
    counter = [0]

    def address():
        counter[0] += 1
        return f"0x7fa1d{counter[0]:07x}"

    out.write("(lldb) expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]\n")
    out.write(f"<UIWindow: {address()}; frame = (0 0; {WIDTH} {HEIGHT}); gestureRecognizers = <NSArray: 0x600000c4c8a0>; "
              f"layer = <UIWindowLayer: 0x600000230f00>>\n")

    def view(x, y, width, height, level):
        prefix = "   | " * level
        layer = f"layer = <CALayer: 0x6000{counter[0]:08x}>"
        if level == LEVELS:
            if counter[0] % 2:
                out.write(f"{prefix}<UILabel: {address()}; frame = ({x} {y}; {width} {height}); text = 'Row {counter[0]}'; "
                          f"opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; {layer}>\n")
            else:
                out.write(f"{prefix}<UIButton: {address()}; frame = ({x} {y}; {width} {height}); opaque = NO; {layer}>\n")
            return
        recognizers = "gestureRecognizers = <NSArray: 0x600000c4c900>; " if counter[0] % 7 == 0 else ""
        out.write(f"{prefix}<UIView: {address()}; frame = ({x} {y}; {width} {height}); autoresize = W+H; {recognizers}{layer}>\n")
        child_width, child_height = width // BRANCHING_COLUMNS, height // BRANCHING_ROWS
        for index in range(BRANCHING_COLUMNS * BRANCHING_ROWS):
            column, row = index % BRANCHING_COLUMNS, index // BRANCHING_COLUMNS
            view(column * child_width, row * child_height, child_width, child_height, level + 1)

    child_width, child_height = WIDTH // BRANCHING_COLUMNS, HEIGHT // BRANCHING_ROWS
    for index in range(BRANCHING_COLUMNS * BRANCHING_ROWS):
        column, row = index % BRANCHING_COLUMNS, index // BRANCHING_COLUMNS
        view(column * child_width, row * child_height, child_width, child_height, 1)
    out.write("(lldb) \n")
    return counter[0] - 1


if __name__ == "__main__":
    count = write(sys.stdout)
    assert count == 9330, count
