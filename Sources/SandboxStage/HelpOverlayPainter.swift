import Foundation

/// The help overlay (H): every key and mouse action, then what each mark on the canvas
/// means, flowed into as many columns as the window needs, in the largest text that fits.
struct HelpOverlayPainter {
    let layout: StageLayout
    let measurer: TextMeasuring

    private enum Item {
        case key(Shortcuts.Entry)
        case heading(String)
        case legend(Legend.Swatch, String)
    }

    private var items: [Item] {
        Shortcuts.help.map(Item.key) + [.heading("What the marks mean")] + Legend.entries.map { Item.legend($0.swatch, $0.meaning) }
    }

    private struct Fit {
        var size: Double
        var rowHeight: Double
        var rowsPerColumn: Int
        var keyWidth: Double
        var columnWidth: Double
        var columns: Int
    }

    func paint(into list: inout DisplayList) {
        let margin = layout.size(20)
        let fit = self.fit(margin: margin)
        let titleHeight = measurer.lineHeight(size: fit.size * 1.2) + layout.size(16)
        let width = Double(fit.columns) * fit.columnWidth + Double(fit.columns - 1) * margin + margin * 2
        let height = titleHeight + Double(fit.rowsPerColumn) * fit.rowHeight + margin
        let box = CGRect(x: (layout.viewport.width - width) / 2, y: max(layout.size(8), (layout.viewport.height - height) / 2), width: width, height: height)
        list.fill(CGRect(origin: .zero, size: layout.viewport), Palette.ink.withAlpha(120))
        list.fill(box, Palette.panelBackground)
        list.outline(box, Palette.yellow, width: 2)
        list.text("Keys and mouse", at: CGPoint(x: box.minX + margin, y: box.minY + layout.size(12)), size: fit.size * 1.2, color: Palette.yellow, bold: true)
        for (index, item) in items.enumerated() {
            let column = index / fit.rowsPerColumn, row = index % fit.rowsPerColumn
            let x = box.minX + margin + Double(column) * (fit.columnWidth + margin)
            let y = box.minY + titleHeight + Double(row) * fit.rowHeight
            switch item {
            case .key(let entry):
                list.text(entry.keys, at: CGPoint(x: x, y: y), size: fit.size, color: Palette.yellow, bold: true)
                list.text(entry.meaning, at: CGPoint(x: x + fit.keyWidth + layout.size(16), y: y), size: fit.size, color: Palette.panelText)
            case .heading(let title):
                list.text(title, at: CGPoint(x: x, y: y), size: fit.size, color: Palette.skyBlue, bold: true)
            case .legend(let swatch, let meaning):
                let sample = CGRect(x: x, y: y, width: min(fit.keyWidth, layout.size(40)), height: measurer.lineHeight(size: fit.size))
                for command in Legend.swatch(swatch, in: sample, textSize: fit.size * 0.8) { list.append(command) }
                list.text(meaning, at: CGPoint(x: x + fit.keyWidth + layout.size(16), y: y), size: fit.size, color: Palette.panelText)
            }
        }
    }

    /// The largest text size whose columns fit the window.
    private func fit(margin: Double) -> Fit {
        var size = layout.size(17)
        while true {
            let rowHeight = measurer.lineHeight(size: size) + layout.size(5)
            let titleHeight = measurer.lineHeight(size: size * 1.2) + layout.size(16)
            let rows = max(1, Int((Double(layout.viewport.height) - layout.size(16) - titleHeight - margin) / rowHeight))
            let keyWidth = Shortcuts.help.map { measurer.width(of: $0.keys, size: size, bold: true) }.max() ?? 100
            let meaningWidth = items.map { item -> Double in
                switch item {
                case .key(let entry): return measurer.width(of: entry.meaning, size: size)
                case .heading(let title): return measurer.width(of: title, size: size, bold: true) - keyWidth - layout.size(16)
                case .legend(_, let meaning): return measurer.width(of: meaning, size: size)
                }
            }.max() ?? 300
            let columnWidth = keyWidth + layout.size(16) + meaningWidth
            let columns = Int((Double(items.count) / Double(rows)).rounded(.up))
            let width = Double(columns) * columnWidth + Double(columns + 1) * margin
            if width <= Double(layout.viewport.width) - layout.size(16) || size <= 10 {
                return Fit(size: size, rowHeight: rowHeight, rowsPerColumn: (items.count + columns - 1) / columns, keyWidth: keyWidth, columnWidth: columnWidth, columns: columns)
            }
            size -= 1
        }
    }
}

