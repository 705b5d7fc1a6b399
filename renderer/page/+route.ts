// The one generic page answers every path; +data.ts answers 404 for a path the manifest does not define.
export default '/*';
