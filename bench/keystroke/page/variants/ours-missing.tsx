/** Stand-in used by the build while widgets/journey-form does not export JourneyForm yet. */
const OursMissing = () => <p data-bench-missing="ours">JourneyForm is not available in widgets/journey-form.</p>;
export default OursMissing;
