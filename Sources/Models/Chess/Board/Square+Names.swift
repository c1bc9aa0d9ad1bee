/// Named constants for every square, so code and tests can write `.e4`.
extension Square {
    /// The square a1.
    public static let a1 = Square(unchecked: 0)
    /// The square b1.
    public static let b1 = Square(unchecked: 1)
    /// The square c1.
    public static let c1 = Square(unchecked: 2)
    /// The square d1.
    public static let d1 = Square(unchecked: 3)
    /// The square e1.
    public static let e1 = Square(unchecked: 4)
    /// The square f1.
    public static let f1 = Square(unchecked: 5)
    /// The square g1.
    public static let g1 = Square(unchecked: 6)
    /// The square h1.
    public static let h1 = Square(unchecked: 7)
    /// The square a2.
    public static let a2 = Square(unchecked: 8)
    /// The square b2.
    public static let b2 = Square(unchecked: 9)
    /// The square c2.
    public static let c2 = Square(unchecked: 10)
    /// The square d2.
    public static let d2 = Square(unchecked: 11)
    /// The square e2.
    public static let e2 = Square(unchecked: 12)
    /// The square f2.
    public static let f2 = Square(unchecked: 13)
    /// The square g2.
    public static let g2 = Square(unchecked: 14)
    /// The square h2.
    public static let h2 = Square(unchecked: 15)
    /// The square a3.
    public static let a3 = Square(unchecked: 16)
    /// The square b3.
    public static let b3 = Square(unchecked: 17)
    /// The square c3.
    public static let c3 = Square(unchecked: 18)
    /// The square d3.
    public static let d3 = Square(unchecked: 19)
    /// The square e3.
    public static let e3 = Square(unchecked: 20)
    /// The square f3.
    public static let f3 = Square(unchecked: 21)
    /// The square g3.
    public static let g3 = Square(unchecked: 22)
    /// The square h3.
    public static let h3 = Square(unchecked: 23)
    /// The square a4.
    public static let a4 = Square(unchecked: 24)
    /// The square b4.
    public static let b4 = Square(unchecked: 25)
    /// The square c4.
    public static let c4 = Square(unchecked: 26)
    /// The square d4.
    public static let d4 = Square(unchecked: 27)
    /// The square e4.
    public static let e4 = Square(unchecked: 28)
    /// The square f4.
    public static let f4 = Square(unchecked: 29)
    /// The square g4.
    public static let g4 = Square(unchecked: 30)
    /// The square h4.
    public static let h4 = Square(unchecked: 31)
    /// The square a5.
    public static let a5 = Square(unchecked: 32)
    /// The square b5.
    public static let b5 = Square(unchecked: 33)
    /// The square c5.
    public static let c5 = Square(unchecked: 34)
    /// The square d5.
    public static let d5 = Square(unchecked: 35)
    /// The square e5.
    public static let e5 = Square(unchecked: 36)
    /// The square f5.
    public static let f5 = Square(unchecked: 37)
    /// The square g5.
    public static let g5 = Square(unchecked: 38)
    /// The square h5.
    public static let h5 = Square(unchecked: 39)
    /// The square a6.
    public static let a6 = Square(unchecked: 40)
    /// The square b6.
    public static let b6 = Square(unchecked: 41)
    /// The square c6.
    public static let c6 = Square(unchecked: 42)
    /// The square d6.
    public static let d6 = Square(unchecked: 43)
    /// The square e6.
    public static let e6 = Square(unchecked: 44)
    /// The square f6.
    public static let f6 = Square(unchecked: 45)
    /// The square g6.
    public static let g6 = Square(unchecked: 46)
    /// The square h6.
    public static let h6 = Square(unchecked: 47)
    /// The square a7.
    public static let a7 = Square(unchecked: 48)
    /// The square b7.
    public static let b7 = Square(unchecked: 49)
    /// The square c7.
    public static let c7 = Square(unchecked: 50)
    /// The square d7.
    public static let d7 = Square(unchecked: 51)
    /// The square e7.
    public static let e7 = Square(unchecked: 52)
    /// The square f7.
    public static let f7 = Square(unchecked: 53)
    /// The square g7.
    public static let g7 = Square(unchecked: 54)
    /// The square h7.
    public static let h7 = Square(unchecked: 55)
    /// The square a8.
    public static let a8 = Square(unchecked: 56)
    /// The square b8.
    public static let b8 = Square(unchecked: 57)
    /// The square c8.
    public static let c8 = Square(unchecked: 58)
    /// The square d8.
    public static let d8 = Square(unchecked: 59)
    /// The square e8.
    public static let e8 = Square(unchecked: 60)
    /// The square f8.
    public static let f8 = Square(unchecked: 61)
    /// The square g8.
    public static let g8 = Square(unchecked: 62)
    /// The square h8.
    public static let h8 = Square(unchecked: 63)
}
