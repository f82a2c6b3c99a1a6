/// The animated files `render` writes, picked by the output's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
    case gif, mp4, webm, apng

    /// The format a path names by its extension (any case); nil for `.png` and the rest.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    public static var extensionList: String { allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") }

    /// H.264's largest level (6.2) holds 139,264 blocks of 16×16 pixels a frame (8192×4352,
    /// say); libx264 refuses more, and only after every frame has been drawn.
    public static let largestMP4Blocks = 139_264

    /// What a frame this large exceeds, or nil when ffmpeg can encode it.
    public func largestFrame(width: Int, height: Int) -> String? {
        switch self {
        case .mp4:
            let blocks = ((width + 15) / 16) * ((height + 15) / 16)
            return blocks > Self.largestMP4Blocks ? "an MP4 (at most \(Self.largestMP4Blocks) blocks of 16×16 pixels, 8192×4352 say)" : nil
        case .gif:
            // GIF stores its width and height in 16 bits.
            return width > 65_535 || height > 65_535 ? "a GIF (at most 65535 pixels each way)" : nil
        case .webm, .apng:
            return nil
        }
    }

    /// ffmpeg's options for the output, after the raw frames on standard input.
    func outputArguments(palette: String?) -> [String] {
        switch self {
        case .gif:
            // A palette made from the pictures themselves, no dithering: flat colours stay flat,
            // and only the rectangle that changed is stored for each frame.
            guard let palette else { return ["-loop", "0"] }
            return ["-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=none:diff_mode=rectangle", "-loop", "0", "-f", "gif"]
        case .mp4:
            // H.264 in yuv420p plays everywhere (browsers, slides) and needs even dimensions.
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                    "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8",
                    "-row-mt", "1", "-b:v", "0", "-crf", "30", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .apng:
            return ["-plays", "0", "-f", "apng"]
        }
    }
}
