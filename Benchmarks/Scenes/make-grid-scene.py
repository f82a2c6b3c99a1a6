#!/usr/bin/env python3
"""Writes a scene of about COUNT views for the drawing benchmarks: a root view holding a grid
of cells, each cell a 3 x 3 grid of small views, so every view is drawn and none is covered
whole, the shape of a screen full of table cells. COUNT is rounded to whole cells
(1 + 10 per cell): 2000 gives 2,001 views, 10000 gives 10,001.

    python3 Benchmarks/Scenes/make-grid-scene.py 2000 > grid-2001.yaml
    responder-sandbox render grid-2001.yaml --tap 520,380 --out grid.png
"""
import math
import sys

CELL_WIDTH, CELL_HEIGHT = 100, 70
COLORS = ["orange", "blue", "green", "yellow"]


def write(out, count):
    cells = max(1, math.ceil((count - 1) / 10))
    columns = max(1, round(math.sqrt(cells * CELL_HEIGHT / CELL_WIDTH * 1.6)))
    rows = math.ceil(cells / columns)
    width, height = columns * CELL_WIDTH, rows * CELL_HEIGHT
    out.write(f'title: "Grid: {1 + cells * 10:,} views"\n')
    out.write(f"size: [{width}, {height}]\n")
    out.write("root:\n  controller: ViewController\n  view:\n")
    out.write(f"    name: root\n    frame: [0, 0, {width}, {height}]\n    color: white\n    subviews:\n")
    for cell in range(cells):
        x, y = (cell % columns) * CELL_WIDTH, (cell // columns) * CELL_HEIGHT
        out.write(f"      - name: c{cell}\n")
        out.write(f"        frame: [{x}, {y}, {CELL_WIDTH}, {CELL_HEIGHT}]\n")
        out.write(f"        color: {COLORS[cell % len(COLORS)]}\n")
        out.write("        subviews:\n")
        for item in range(9):
            out.write(f"          - {{name: v{cell}_{item}, frame: [{(item % 3) * 33}, {(item // 3) * 23}, 33, 23], color: white}}\n")
    return 1 + cells * 10


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: make-grid-scene.py COUNT")
    write(sys.stdout, int(sys.argv[1]))
