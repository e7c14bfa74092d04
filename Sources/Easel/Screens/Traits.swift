/// The old name of `TraitCollection`, from when it carried only the scale.
@available(*, deprecated, renamed: "TraitCollection")
public typealias Traits = TraitCollection
