import Pentominoes
import Testing

@Test func thereAreTwelvePiecesNamedByLetter() {
    #expect(String(PieceName.allCases.map(\.rawValue)) == "FILNPTUVWXYZ")
}
