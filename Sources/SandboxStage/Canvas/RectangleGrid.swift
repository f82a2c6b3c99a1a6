import Foundation

/// A bucket index of rectangles on the canvas: each rectangle is listed in every cell of a
/// coarse grid that it overlaps, so the few near a spot are found without looking at all of
/// them. It keeps label placement and the views' coverage near-linear in the number of views:
/// asking each of 2,000 names against every other rectangle made a big render quadratic.
struct RectangleGrid {
    /// At most this many cells a side: beyond that a cell is smaller than a label.
    static let maximumCells = 128
    /// A cell is never smaller than this, in points.
    static let minimumCell = 16.0

    private let area: CGRect
    private let columns: Int
    private let rows: Int
    private let cellWidth: Double
    private let cellHeight: Double
    /// Each cell's rectangles as a list threaded through `entries`: the first entry's index
    /// (−1: none), and each entry's id and the index of the next. One flat array, rather than
    /// an array a cell, so a look-up copies no array and counts no references.
    private var firstEntry: [Int]
    private var entries: [(id: Int, next: Int)] = []

    /// A grid over `area`; rectangles beyond it are listed in its edge cells.
    init(covering area: CGRect) {
        let finite = area.isNull || !area.width.isFinite || !area.height.isFinite ? CGRect(x: 0, y: 0, width: 1, height: 1) : area
        self.area = finite
        columns = max(1, min(Self.maximumCells, Int((Double(finite.width) / Self.minimumCell).rounded(.up))))
        rows = max(1, min(Self.maximumCells, Int((Double(finite.height) / Self.minimumCell).rounded(.up))))
        cellWidth = max(Double(finite.width) / Double(columns), 1)
        cellHeight = max(Double(finite.height) / Double(rows), 1)
        firstEntry = Array(repeating: -1, count: columns * rows)
    }

    /// Lists `id` in every cell `rect` overlaps; a null or non-finite rectangle is not listed.
    mutating func insert(_ id: Int, _ rect: CGRect) {
        guard let (columnRange, rowRange) = cells(of: rect) else { return }
        for row in rowRange {
            for column in columnRange {
                entries.append((id, firstEntry[row * columns + column]))
                firstEntry[row * columns + column] = entries.count - 1
            }
        }
    }

    /// Whether some rectangle listed in a cell `rect` overlaps passes `test` (each id may be
    /// asked more than once: the test says whether it really overlaps).
    func contains(near rect: CGRect, where test: (Int) -> Bool) -> Bool {
        guard let (columnRange, rowRange) = cells(of: rect) else { return false }
        for row in rowRange {
            for column in columnRange {
                var entry = firstEntry[row * columns + column]
                while entry >= 0 {
                    if test(entries[entry].id) { return true }
                    entry = entries[entry].next
                }
            }
        }
        return false
    }

    private func cells(of rect: CGRect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return nil }
        let first = cell(Double(rect.minX - area.minX) / cellWidth, columns), last = cell(Double(rect.maxX - area.minX) / cellWidth, columns)
        let top = cell(Double(rect.minY - area.minY) / cellHeight, rows), bottom = cell(Double(rect.maxY - area.minY) / cellHeight, rows)
        return (first...last, top...bottom)
    }

    /// The cell a coordinate falls in, clamped to the grid before it becomes an integer.
    private func cell(_ position: Double, _ count: Int) -> Int {
        Int(min(max(position.rounded(.down), 0), Double(count - 1)))
    }
}
