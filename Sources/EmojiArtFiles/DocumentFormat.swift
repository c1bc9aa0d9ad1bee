/// The on-disk format of Emoji Art documents.
public enum DocumentFormat {
    /// The format version this program writes, and the newest it reads.
    public static let currentVersion = 1
}
