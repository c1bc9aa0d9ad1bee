import PortableJSON
import Testing

@Test func anUnsupportedVersionSaysWhichVersionsAreRead() {
    #expect(
        unsupportedVersionReason(9, newest: 1)
            == "format version 9 is not supported (this program reads version 1)")
    #expect(
        unsupportedVersionReason(0, newest: 3)
            == "format version 0 is not supported (this program reads versions 1 to 3)")
    #expect(unsupportedVersionReason(nil, newest: 1) == "the file has no format version")
}
