import Foundation

/// LEGEND at the end of the panel's story: a sample of each mark and its meaning, visible
/// without pressing anything when the panel has room (it scrolls into view otherwise).
struct LegendSection {
    let style: PanelStyle

    func rows() -> [PanelRow] {
        var rows = [style.heading("LEGEND", detail: "H: all keys")]
        let size = style.smallSize
        let swatchWidth = style.layout.size(34)
        let textLeft = swatchWidth + style.layout.size(10)
        for entry in Legend.entries {
            var entryRows = style.paragraph(entry.meaning, size: size, color: Palette.panelText, indent: textLeft)
            let height = style.measurer.lineHeight(size: size)
            let rect = CGRect(x: style.left, y: 0, width: swatchWidth, height: height)
            entryRows[0].commands = Legend.swatch(entry.swatch, in: rect, textSize: size * 0.8) + entryRows[0].commands
            rows += entryRows
        }
        return rows + [style.spacer()]
    }
}
