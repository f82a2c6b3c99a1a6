import Foundation

/// The help overlay (H): every key and mouse action, then what each mark on the canvas
/// means, flowed into as many columns as the window needs, in the largest text that fits.
/// Gaps grow and shrink with the text, so a small window gets a compact overlay.
struct HelpOverlayPainter {
    let layout: StageLayout
    let measurer: TextMeasuring

    private enum Item {
        case key(Shortcuts.Entry)
        case heading(String)
        case legend(Legend.Swatch, String)
    }

    /// Every key, then every mark; in a window too small for both, the keys and a line
    /// saying where the marks are explained.
    private func items(withLegend: Bool) -> [Item] {
        Shortcuts.help.map(Item.key) + (withLegend ? [.heading("What the marks mean")] + Legend.entries.map { Item.legend($0.swatch, $0.meaning) }
                                                   : [.heading(Self.legendElsewhere)])
    }

    static let legendElsewhere = "What the marks mean: the panel's LEGEND"

    /// The text size chosen and everything measured from it.
    private struct Fit {
        var size: Double
        var rowHeight: Double
        var rowsPerColumn: Int
        var keyWidth: Double
        var columnWidth: Double
        var columns: Int
        var showsLegend: Bool

        /// A gap chosen for 17-point text, at this size.
        func space(_ points: Double) -> Double { (points * size / 17).rounded() }
        var margin: Double { space(20) }
        var keyGap: Double { space(16) }
    }

    func paint(into list: inout DisplayList) {
        let fit = self.fit()
        let titleHeight = measurer.lineHeight(size: fit.size * 1.2) + fit.space(16)
        let width = Double(fit.columns) * fit.columnWidth + Double(fit.columns + 1) * fit.margin
        let height = titleHeight + Double(fit.rowsPerColumn) * fit.rowHeight + fit.margin
        let box = CGRect(x: (layout.viewport.width - width) / 2, y: max(fit.space(8), (layout.viewport.height - height) / 2), width: width, height: height)
        list.fill(CGRect(origin: .zero, size: layout.viewport), Palette.ink.withAlpha(120))
        list.fill(box, Palette.panelBackground)
        list.outline(box, Palette.yellow, width: 2)
        list.text("Keys and mouse", at: CGPoint(x: box.minX + fit.margin, y: box.minY + fit.space(12)), size: fit.size * 1.2, color: Palette.yellow, bold: true)
        for (index, item) in items(withLegend: fit.showsLegend).enumerated() {
            let column = index / fit.rowsPerColumn, row = index % fit.rowsPerColumn
            let origin = CGPoint(x: box.minX + fit.margin + Double(column) * (fit.columnWidth + fit.margin),
                                 y: box.minY + titleHeight + Double(row) * fit.rowHeight)
            paint(item, at: origin, fit: fit, into: &list)
        }
    }

    private func paint(_ item: Item, at origin: CGPoint, fit: Fit, into list: inout DisplayList) {
        let meaningX = origin.x + fit.keyWidth + fit.keyGap
        switch item {
        case .key(let entry):
            list.text(entry.keys, at: origin, size: fit.size, color: Palette.yellow, bold: true)
            list.text(entry.meaning, at: CGPoint(x: meaningX, y: origin.y), size: fit.size, color: Palette.panelText)
        case .heading(let title):
            list.text(title, at: origin, size: fit.size, color: Palette.skyBlue, bold: true)
        case .legend(let swatch, let meaning):
            let sample = CGRect(x: origin.x, y: origin.y, width: min(fit.keyWidth, fit.space(40)), height: measurer.lineHeight(size: fit.size))
            for command in Legend.swatch(swatch, in: sample, textSize: fit.size * 0.8) { list.append(command) }
            list.text(meaning, at: CGPoint(x: meaningX, y: origin.y), size: fit.size, color: Palette.panelText)
        }
    }

    /// Below this the overlay would only be a grey texture; a window this small gets it cut.
    static let smallestSize = 6.0

    /// The largest text size, from the zoom's own down to `smallestSize`, whose columns fit
    /// with the legend; else without it; else the smallest, cut by the window.
    private func fit() -> Fit {
        for withLegend in [true, false] {
            var size = layout.size(17)
            while size >= Self.smallestSize {
                let fit = measure(size, withLegend: withLegend)
                let width = Double(fit.columns) * fit.columnWidth + Double(fit.columns + 1) * fit.margin
                let titleHeight = measurer.lineHeight(size: size * 1.2) + fit.space(16)
                let height = titleHeight + Double(fit.rowsPerColumn) * fit.rowHeight + fit.margin + fit.space(16)
                if width <= Double(layout.viewport.width) - fit.space(16) && height <= Double(layout.viewport.height) { return fit }
                size -= 1
            }
        }
        return measure(Self.smallestSize, withLegend: false)
    }

    private func measure(_ size: Double, withLegend: Bool) -> Fit {
        let items = items(withLegend: withLegend)
        var fit = Fit(size: size, rowHeight: 0, rowsPerColumn: 1, keyWidth: 0, columnWidth: 0, columns: 1, showsLegend: withLegend)
        fit.rowHeight = measurer.lineHeight(size: size) + fit.space(5)
        let titleHeight = measurer.lineHeight(size: size * 1.2) + fit.space(16)
        let rows = max(1, Int((Double(layout.viewport.height) - fit.space(16) - titleHeight - fit.margin) / fit.rowHeight))
        fit.keyWidth = Shortcuts.help.map { measurer.width(of: $0.keys, size: size, bold: true) }.max() ?? 100
        let meaningWidth = items.map { item -> Double in
            switch item {
            case .key(let entry): return measurer.width(of: entry.meaning, size: size)
            case .heading(let title): return measurer.width(of: title, size: size, bold: true) - fit.keyWidth - fit.keyGap
            case .legend(_, let meaning): return measurer.width(of: meaning, size: size)
            }
        }.max() ?? 300
        fit.columnWidth = fit.keyWidth + fit.keyGap + meaningWidth
        fit.columns = Int((Double(items.count) / Double(rows)).rounded(.up))
        fit.rowsPerColumn = (items.count + fit.columns - 1) / fit.columns
        return fit
    }
}
